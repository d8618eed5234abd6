import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { QRCodeCanvas as Canvas } from 'qrcode.react';

// The QR code library loads when a code is drawn, not with the page that shows it (budget and TBT).
const QRCodeCanvas = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeCanvas }));

type QrCanvasProps = Omit<ComponentProps<typeof Canvas>, 'level' | 'role' | 'aria-label'> & {
  /** The code's accessible name: with one it is an image; without one, give it `aria-hidden`. */
  label?: string;
  /** What holds its place while the library loads. */
  fallback?: ReactNode;
};

/**
 * A QR code drawn on a canvas, with error correction M (the EPC guidelines' level, and enough for a
 * code scanned from a screen or a print). qrcode.react sets its size inline: give `style` to resize it.
 */
export function QrCanvas({ label, fallback = null, ...canvas }: QrCanvasProps) {
  return (
    <Suspense fallback={fallback}>
      <QRCodeCanvas level="M" role={label ? 'img' : undefined} aria-label={label} {...canvas} />
    </Suspense>
  );
}
