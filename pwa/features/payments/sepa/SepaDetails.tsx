import { useState } from 'react';
import { formatEuros } from '@domain/money';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { toastSuccess } from '@/ui/toast';
import type { BankWireAnswer } from '../requests/bank';
import { EpcQrCode } from './EpcQrCode';
import { epcPayload, wireRows } from './wire-details';
import './sepa.css';

type SepaDetailsProps = {
  wire: BankWireAnswer;
  /** What the donor wires: the gift plus the tip, in cents. */
  totalCents: number;
  /** 'retour': back to the payment choice. */
  onBack: () => void;
  /** After the confirmation modal: the thank-you page, or the pot page (the creation flow). */
  onDone: () => void;
  /** The last modal's button ('Revenir à la cagnotte' by default). */
  doneLabel?: string;
};

async function copy(label: string, value: string) {
  try {
    await navigator.clipboard.writeText(value.replace(/\s+/g, label === 'Référence à indiquer' ? ' ' : ''));
    toastSuccess(`${label} copié`, 'Copié');
  } catch {
    // No clipboard (insecure context or refused): the value stays selectable on screen.
  }
}

/**
 * The SEPA screen (pots spec "Payment page content"): the transfer details, read-only, with their EPC
 * QR code; 'Valider' asks for confirmation since the details cannot be shown again, then a modal says
 * the transfer is awaited and a mail follows on receipt.
 */
export function SepaDetails({ wire, totalCents, onBack, onDone, doneLabel = 'Revenir à la cagnotte' }: SepaDetailsProps) {
  const [step, setStep] = useState<'details' | 'confirm' | 'done'>('details');
  const payload = epcPayload(wire, totalCents);

  return (
    <section className="sepa" aria-labelledby="sepa-title">
      <h2 id="sepa-title" className="sepa__title">
        Coordonnées du virement
      </h2>
      <p className="sepa__amount">
        Montant à virer : <strong>{formatEuros(totalCents)}</strong>
      </p>
      <p className="sepa__hint">
        Indiquez bien la référence dans le libellé de votre virement : c’est elle qui rattache votre don à la cagnotte.
      </p>
      <dl className="sepa__rows">
        {wireRows(wire).map((row) => (
          <div className="sepa__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span className="sepa__value">{row.value}</span>
              {row.copy && (
                <button
                  type="button"
                  className="sepa__copy"
                  onClick={() => void copy(row.label, row.value)}
                  aria-label={`Copier : ${row.label}`}
                >
                  Copier
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {payload && <EpcQrCode payload={payload} />}
      <div className="sepa__actions">
        <Button variant="secondary" onClick={onBack} disabled={step !== 'details'}>
          Retour
        </Button>
        <Button onClick={() => setStep('confirm')} disabled={step !== 'details'}>
          Valider
        </Button>
      </div>

      {step === 'confirm' && (
        <Modal
          title="Avez-vous noté ces coordonnées ?"
          onClose={() => setStep('details')}
          actions={{ onClick: () => setStep('done'), children: 'Confirmer' }}
        >
          <p>
            Une fois validées, ces coordonnées bancaires ne pourront plus être consultées. Notez-les ou scannez le QR code avant de
            confirmer.
          </p>
        </Modal>
      )}
      {step === 'done' && (
        <Modal title="Virement en attente" onClose={onDone} closeOnBackdrop={false} footer={<Button onClick={onDone}>{doneLabel}</Button>}>
          <p>Merci ! Nous attendons maintenant votre virement de {formatEuros(totalCents)}.</p>
          <p>Un e-mail vous sera envoyé dès sa réception.</p>
        </Modal>
      )}
    </section>
  );
}
