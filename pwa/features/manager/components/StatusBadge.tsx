// A status as a coloured badge with its French label.
import type { StatusView } from '../labels';

export function StatusBadge({ status }: { status: StatusView }) {
  return <span className={`mgr-badge mgr-badge--${status.tone}`}>{status.label}</span>;
}
