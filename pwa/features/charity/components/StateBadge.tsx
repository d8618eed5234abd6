// A state as a coloured badge with its French label.
import type { StateView } from '../labels';
import '@/ui/badge.css';

export function StateBadge({ state }: { state: StateView }) {
  return <span className={`badge badge--${state.tone}`}>{state.label}</span>;
}
