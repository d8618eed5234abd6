// Asks before a monthly gift is stopped (issue 47): what stops, that nothing already debited changes,
// and the two choices. The dashboard's toast then confirms it was stopped.
import { Modal } from '@/ui/Modal';
import { formatEuros } from '@domain/money';

type Props = {
  potName: string;
  amountCents: number;
  onConfirm: () => void;
  onClose: () => void;
};

export function StopSubscriptionDialog({ potName, amountCents, onConfirm, onClose }: Props) {
  return (
    <Modal
      title="Arrêter ce don mensuel ?"
      onClose={onClose}
      actions={{ cancel: 'Continuer mon don', onClick: onConfirm, children: 'Oui, arrêter' }}
    >
      <p>
        Votre don mensuel de {formatEuros(amountCents)} à « {potName} » ne sera plus prélevé. Les prélèvements déjà faits ne changent pas,
        et vous pourrez le reprendre tant que la cagnotte est en cours.
      </p>
    </Modal>
  );
}
