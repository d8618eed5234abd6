// Downloads the CSV of the charity's donations (date, pot, amount, receipt number; no donor) with the
// session's token; a toast when it fails.
import { useState } from 'react';
import { firstErrorMessage } from '@/lib/api-errors';
import { downloadReceipt as downloadFile } from '@/lib/download-file';
import { useSession } from '@/lib/store';
import { Button } from '@/ui/Button';
import { toastError } from '@/ui/toast';

export const MONEY_CSV_PATH = '/charity/exports/money.csv';

export function CsvExportButton() {
  const { token } = useSession();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(MONEY_CSV_PATH, 'dons-association.csv', token);
    } catch (err) {
      toastError(`Le fichier n’a pas pu être téléchargé. ${firstErrorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" block onClick={download} loading={busy}>
      Exporter les dons (CSV)
    </Button>
  );
}
