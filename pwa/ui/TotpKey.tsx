import { lazy, Suspense } from 'react';
import './second-factor.css';

// The QR code library loads with this screen only (sign-in's enrolment, the profile's), not with the app.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** The key in groups of four, easier to copy into an app by hand. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A new second factor's key: the QR code of its otpauth:// address for an authenticator app, and the
 * key in text for an app on this same phone (or a camera that cannot scan).
 */
export function TotpKey({ secret, uri }: { secret: string; uri: string }) {
  return (
    <div className="totp-key">
      <div className="totp-key__qr">
        <Suspense fallback={<span className="totp-key__qr-placeholder" aria-hidden="true" />}>
          <QRCodeSVG value={uri} size={176} marginSize={2} title="QR code à scanner avec votre application d’authentification" />
        </Suspense>
      </div>
      <p className="totp-key__label" id="totp-key-label">
        Ou saisissez cette clé dans l’application&#8239;:
      </p>
      <p className="totp-key__secret" aria-labelledby="totp-key-label" data-secret={secret}>
        <code>{groupedKey(secret)}</code>
      </p>
    </div>
  );
}
