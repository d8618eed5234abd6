// Downloads the CSV of the charity's donations (date, pot, amount, receipt number; no donor) with the
// session's token; a toast when it fails.
import { Button } from '@/ui/Button';
import { toastExportFailed, useSessionDownload } from '@/ui/downloads/use-session-download';

export const MONEY_CSV_PATH = '/charity/exports/money.csv';

export function CsvExportButton() {
  const { busy, download } = useSessionDownload(toastExportFailed);
  return (
    <Button variant="secondary" block onClick={() => download(MONEY_CSV_PATH, 'dons-association.csv')} loading={busy}>
      Exporter les dons (CSV)
    </Button>
  );
}
