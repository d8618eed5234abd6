import { lazy, Suspense } from 'react';

// qrcode.react is loaded with the SEPA screen only (the pot page does the same for its own code).
const QRCodeCanvas = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeCanvas }));

/**
 * The transfer as an EPC QR code ("Girocode"): a banking app scanning it fills in the beneficiary,
 * IBAN, BIC, amount and reference. Error correction M, as the EPC guidelines ask.
 */
export function EpcQrCode({ payload }: { payload: string }) {
  return (
    <figure className="sepa-qr">
      <Suspense fallback={<div className="sepa-qr__placeholder" aria-hidden="true" />}>
        <QRCodeCanvas
          value={payload}
          size={200}
          level="M"
          marginSize={4}
          role="img"
          aria-label="QR code du virement"
          className="sepa-qr__code"
        />
      </Suspense>
      <figcaption className="sepa-qr__caption">Scannez ce code avec l’application de votre banque pour remplir le virement.</figcaption>
    </figure>
  );
}
