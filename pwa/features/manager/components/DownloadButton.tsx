// Downloads a CSV export of the manager API with the session's token; a toast when it fails.
import { useState } from 'react';
import { firstErrorMessage } from '@/lib/api-errors';
import { useSession } from '@/lib/store';
import { Button } from '@/ui/Button';
import { toastError } from '@/ui/toast';
import { downloadReceipt as downloadFile } from '@/lib/download-file';

type Props = { path: string; fileName: string; label: string; size?: 'sm' | 'md' };

export function DownloadButton({ path, fileName, label, size = 'sm' }: Props) {
  const { token } = useSession();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName, token);
    } catch (err) {
      toastError(`Le fichier n’a pas pu être téléchargé. ${firstErrorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size={size} onClick={download} loading={busy}>
      {label}
    </Button>
  );
}
