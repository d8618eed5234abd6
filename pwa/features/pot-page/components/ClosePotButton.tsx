import { useState } from 'react';
import type { PublicPot } from '@domain/public-pot';
import { firstErrorMessage } from '@/lib/api-client';
import { Button } from '@/ui/Button';
import { LazyModal } from '@/ui/LazyModal';
import { toastError, toastSuccess } from '@/ui/toast';
import { useClosePot } from '../requests/close-pot';

type ClosePotButtonProps = { pot: PublicPot; onClosed: (pot: PublicPot) => void };

/** The organiser ends the collection before its date, after a confirmation. */
export function ClosePotButton({ pot, onClosed }: ClosePotButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const close = useClosePot();

  async function handleConfirm() {
    try {
      const closed = await close.mutateAsync(pot.id);
      setConfirming(false);
      onClosed(closed);
      toastSuccess('Votre cagnotte est clôturée : elle ne reçoit plus de dons.', 'Cagnotte clôturée');
    } catch (err) {
      toastError(firstErrorMessage(err));
    }
  }

  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Clôturer la cagnotte
      </Button>
      {confirming && (
        <LazyModal
          title="Clôturer la cagnotte ?"
          onClose={() => setConfirming(false)}
          actions={{ onClick: () => void handleConfirm(), loading: close.isPending, children: 'Oui, clôturer' }}
        >
          <p>
            La cagnotte « {pot.name} » ne recevra plus de dons et ne pourra plus être modifiée. Les dons déjà reçus restent acquis à
            l’association. Cette action est définitive.
          </p>
        </LazyModal>
      )}
    </>
  );
}
