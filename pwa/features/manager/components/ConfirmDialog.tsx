// A confirmation dialog for an action that moves money: what will happen, an optional reason
// (500 characters, kept in the audit log), and the confirm button, busy while the request runs.
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';

type Props = {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export const REASON_MAX_LENGTH = 500;

export function ConfirmDialog({ title, confirmLabel, children, busy, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  return (
    <Modal
      title={title}
      onClose={busy ? () => undefined : onClose}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          <Button onClick={() => onConfirm(reason.trim())} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="mgr-confirm">{children}</div>
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          Motif (facultatif, gardé dans le journal)
        </label>
        <textarea
          id={reasonId}
          className="field__input mgr-textarea"
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Modal>
  );
}
