// Downloading a file the API serves behind the session (tax receipts for donors and for managers).
import { API_BASE } from './api-client';
import { errorForStatus } from './api-errors';

/** The file name the API gives in Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a tax receipt as a PDF file: a donation's (`cerfa_pdf`) or an annual one
 * (domain/dashboard.ts `annualReceiptPath`); `path` with or without the API base.
 */
export async function downloadReceipt(path: string, fallbackName: string, token: string | null): Promise<void> {
  const url = path.startsWith(API_BASE) ? path : `${API_BASE}${path}`;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw errorForStatus(response.status, [], null);
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}
