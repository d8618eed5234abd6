import { QrCanvas } from '@/ui/QrCanvas';

/**
 * The transfer as an EPC QR code ("Girocode"): a banking app scanning it fills in the beneficiary,
 * IBAN, BIC, amount and reference. Error correction M, as the EPC guidelines ask.
 */
export function EpcQrCode({ payload }: { payload: string }) {
  return (
    <figure className="sepa-qr">
      <QrCanvas
        value={payload}
        size={200}
        marginSize={4}
        label="QR code du virement"
        className="sepa-qr__code"
        fallback={<div className="sepa-qr__placeholder" aria-hidden="true" />}
      />
      <figcaption className="sepa-qr__caption">Scannez ce code avec l’application de votre banque pour remplir le virement.</figcaption>
    </figure>
  );
}
