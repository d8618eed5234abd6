// The bank's answer to the Verification of Payee, in the API's French wording: the name matches, is
// close (with the holder's name as the bank knows it and a one-tap "use this name"), does not match, or
// could not be checked. Only a match or a close match lets the account receive payouts.
import type { PayoutAccount } from '@domain/charity-area-types';
import { Button } from '@/ui/Button';

const TONES = { MATCH: 'ok', CLOSE_MATCH: 'wait', NO_MATCH: 'bad', MATCH_NOT_POSSIBLE: 'bad' } as const;
const TITLES = {
  MATCH: 'Nom vérifié',
  CLOSE_MATCH: 'Nom proche',
  NO_MATCH: 'Nom différent',
  MATCH_NOT_POSSIBLE: 'Vérification impossible',
} as const;

type Props = { verification: PayoutAccount['verification']; onUseName?: (name: string) => void; busy?: boolean };

export function PayeeCheckNotice({ verification, onUseName, busy = false }: Props) {
  const { check, suggested_name: suggested, message } = verification;
  return (
    <div className={`charity-notice charity-notice--${TONES[check]}`} role={check === 'MATCH' ? 'status' : 'alert'}>
      <p>
        <strong>Vérification du bénéficiaire : {TITLES[check]}.</strong>
      </p>
      <p>{message}</p>
      {check === 'CLOSE_MATCH' && suggested && onUseName && (
        <Button block loading={busy} onClick={() => onUseName(suggested)}>
          Utiliser le nom « {suggested} »
        </Button>
      )}
    </div>
  );
}
