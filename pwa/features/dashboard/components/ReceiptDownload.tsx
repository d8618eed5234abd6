// A tax-receipt download button: the PDF icon (and a visible label when given), the file fetched with
// the session's token; the spec's generic toast ('Attention') when it fails.
import { useState, type ReactNode } from 'react';
import { GENERIC_NOTICES, NOTICE_TITLES } from '@domain/notices';
import { useSession } from '@/lib/store';
import { toastError } from '@/ui/toast';
import { downloadReceipt } from '@/lib/download-file';
import { PdfIcon } from './cells';

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
  const { token } = useSession();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(path, fileName, token);
    } catch {
      toastError(GENERIC_NOTICES.error, NOTICE_TITLES.warning);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="dash-icon-button" onClick={download} disabled={busy} aria-busy={busy || undefined} aria-label={label}>
      <PdfIcon />
      {children}
    </button>
  );
}
