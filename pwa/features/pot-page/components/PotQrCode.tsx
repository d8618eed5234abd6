import { useRef, useState } from 'react';
import { Link } from '@/lib/navigation';
import { liveScreenPath } from '@/lib/pot-paths';
import { Button, buttonClassName } from '@/ui/Button';
import { QrCanvas } from '@/ui/QrCanvas';
import { useNearViewport } from '@/ui/useNearViewport';

/** `organiser`: the caller may edit the pot, and gets the way to the event's live screen. */
type PotQrCodeProps = { url: string; potId: number; organiser: boolean };

// The QR code draws when it is about to be seen, not with the page (budget and TBT); until then, and
// while its library loads, an empty box of the code's size holds its place, so nothing moves.
const placeholder = <span className="pot-qr__code pot-qr__code--loading" aria-hidden="true" />;

const LABEL = 'QR code de la cagnotte';

/** The full-screen code fills the screen's smaller side (qrcode.react sets its size inline). */
const BIG = { width: 'min(90vw, 72vh)', height: 'min(90vw, 72vh)' };

/** Saves the QR code's canvas as a PNG file. */
function download(canvas: HTMLCanvasElement | null, potId: number) {
  if (!canvas) return;
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = `cagnotte-${potId}-qr-code.png`;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The QR code of the pot's address: shown small on the page, downloadable as a PNG (a large
 * rendering), and full-screen so people can scan it from a phone held up at an event.
 */
export function PotQrCode({ url, potId, organiser }: PotQrCodeProps) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const printable = useRef<HTMLCanvasElement>(null);
  const [fullScreen, setFullScreen] = useState(false);

  async function showFullScreen() {
    setFullScreen(true);
    await document.documentElement.requestFullscreen?.().catch(() => undefined);
  }
  async function leaveFullScreen() {
    setFullScreen(false);
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
  }

  return (
    <section className="pot-qr" aria-labelledby="pot-qr-title" ref={section}>
      <h3 id="pot-qr-title" className="pot-qr__title">
        QR code de la cagnotte
      </h3>
      {near ? (
        <>
          <QrCanvas value={url} size={176} marginSize={2} label={LABEL} className="pot-qr__code" fallback={placeholder} />
          <QrCanvas value={url} size={1024} marginSize={4} ref={printable} hidden aria-hidden="true" />
        </>
      ) : (
        placeholder
      )}
      <div className="pot-qr__actions">
        <Button variant="secondary" size="sm" onClick={() => download(printable.current, potId)}>
          Télécharger le QR code (PNG)
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void showFullScreen()}>
          Afficher en plein écran
        </Button>
        {organiser && (
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={liveScreenPath(potId)}>
            Afficher l’écran de l’événement
          </Link>
        )}
      </div>
      {fullScreen && (
        <div className="pot-qr__fullscreen" role="dialog" aria-modal="true" aria-label="QR code de la cagnotte en plein écran">
          <QrCanvas value={url} size={1024} marginSize={4} label={LABEL} className="pot-qr__big" style={BIG} />
          <p className="pot-qr__hint">Scannez ce code avec l’appareil photo de votre téléphone pour participer.</p>
          <Button onClick={() => void leaveFullScreen()} autoFocus>
            Fermer
          </Button>
        </div>
      )}
    </section>
  );
}
