import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/store';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/CheckboxField';
import { Modal } from '@/ui/Modal';
import { toastError, toastInfo } from '@/ui/toast';
import { downloadPersonalData, useCloseAccount } from '../requests/profile-requests';

/** 'Mes données personnelles': download them as a file, or close the account after a confirmation. */
export function PersonalDataSection() {
  const { token } = useSession();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);

  const handleDownload = async () => {
    if (!token) return;
    setDownloading(true);
    try {
      await downloadPersonalData(token);
    } catch (err) {
      toastError(firstErrorMessage(err));
    } finally {
      setDownloading(false);
    }
  };

  const handleClose = async () => {
    try {
      await close.mutateAsync();
      setConfirming(false);
      void navigate('/', { replace: true });
      toastInfo('Votre compte est fermé. Vos données personnelles ont été effacées.');
    } catch (err) {
      toastError(firstErrorMessage(err));
    }
  };

  return (
    <>
      <div className="profile-actions">
        <Button variant="secondary" loading={downloading} onClick={handleDownload}>
          Télécharger mes données
        </Button>
        <Button variant="ghost" className="btn--danger" onClick={() => setConfirming(true)}>
          Fermer mon compte
        </Button>
      </div>
      {confirming && (
        <Modal
          title="Fermer mon compte"
          onClose={() => setConfirming(false)}
          actions={{
            className: 'btn--danger-filled',
            disabled: !understood,
            loading: close.isPending,
            onClick: () => void handleClose(),
            children: 'Fermer définitivement',
          }}
        >
          <p>
            Votre compte sera fermé et vos données personnelles effacées : nom, adresse, téléphone, date de naissance et mot de passe. Vos
            dons et vos reçus fiscaux sont conservés, comme la loi l’exige, sans vous permettre de vous reconnecter.
          </p>
          <CheckboxField
            label="Je comprends que la fermeture est définitive"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
        </Modal>
      )}
    </>
  );
}
