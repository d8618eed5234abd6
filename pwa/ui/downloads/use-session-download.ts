// A button's download of a file the API serves behind the session (lib/download-file.ts): `busy` while
// the file comes, then the area's message if it failed (a CSV export's, below, or the dashboard's
// generic toast).
import { useState } from 'react';
import { firstErrorMessage } from '@/lib/api-errors';
import { downloadReceipt } from '@/lib/download-file';
import { useSession } from '@/lib/store';
import { toastError } from '@/ui/toast';

/** The toast of an export that failed, with the API's reason. */
export const toastExportFailed = (err: unknown) => toastError(`Le fichier n’a pas pu être téléchargé. ${firstErrorMessage(err)}`);

export function useSessionDownload(onError: (err: unknown) => void) {
  const { token } = useSession();
  const [busy, setBusy] = useState(false);
  const download = async (path: string, fileName: string) => {
    setBusy(true);
    try {
      await downloadReceipt(path, fileName, token);
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
