// Downloads a CSV export of the manager API with the session's token; a toast when it fails.
import { Button } from '@/ui/Button';
import { toastExportFailed, useSessionDownload } from '@/ui/downloads/use-session-download';

type Props = { path: string; fileName: string; label: string; size?: 'sm' | 'md' };

export function DownloadButton({ path, fileName, label, size = 'sm' }: Props) {
  const { busy, download } = useSessionDownload(toastExportFailed);
  return (
    <Button variant="secondary" size={size} onClick={() => download(path, fileName)} loading={busy}>
      {label}
    </Button>
  );
}
