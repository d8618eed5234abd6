// A state as a coloured badge with its French label.
import type { StateView } from '../labels';

export function StateBadge({ state }: { state: StateView }) {
  return <span className={`charity-badge charity-badge--${state.tone}`}>{state.label}</span>;
}
