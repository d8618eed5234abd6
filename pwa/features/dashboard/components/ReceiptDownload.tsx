// A tax-receipt download button: the PDF icon (and a visible label when given), the file fetched with
// the session's token; the spec's generic toast ('Attention') when it fails.
import type { ReactNode } from 'react';
import { GENERIC_NOTICES, NOTICE_TITLES } from '@domain/notices';
import { toastError } from '@/ui/toast';
import { useSessionDownload } from '@/ui/downloads/use-session-download';
import { PdfIcon } from './cells';

/** The dashboard's toast when a file could not be downloaded. */
export const toastDownloadFailed = () => toastError(GENERIC_NOTICES.error, NOTICE_TITLES.warning);

/** A receipt download button (the PDF icon, with a label for an annual receipt); the generic toast on failure. */
export function ReceiptDownload({
  path,
  fileName,
  label,
  children,
}: {
  path: string;
  fileName: string;
  label: string;
  children?: ReactNode;
}) {
  const { busy, download } = useSessionDownload(toastDownloadFailed);
  return (
    <button
      type="button"
      className="dash-icon-button"
      onClick={() => download(path, fileName)}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={label}
    >
      <PdfIcon />
      {children}
    </button>
  );
}
