import { formatEuros } from '@domain/money-format';
import { participantText, type Participant } from '@domain/participants';

/**
 * One participant as the participants list shows it: 'X a donné' and the amount, 'X a fait un don'
 * (hidden amount) or 'Un Do Gooder anonyme a donné'. The pot page's list and the live screen both use it.
 */
export function ParticipantLine({ entry }: { entry: Participant }) {
  return (
    <>
      <span>{participantText(entry)}</span>
      {entry.amount !== null && <strong className="participants__amount">{formatEuros(entry.amount)}</strong>}
    </>
  );
}
