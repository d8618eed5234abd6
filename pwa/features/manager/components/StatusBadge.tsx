// A status as a coloured badge with its French label.
import type { StatusView } from '../labels';
import '@/ui/badge.css';

export function StatusBadge({ status }: { status: StatusView }) {
  return <span className={`mgr-badge badge badge--${status.tone}`}>{status.label}</span>;
}
