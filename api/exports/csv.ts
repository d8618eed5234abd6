/**
 * CSV for a French spreadsheet: UTF-8 with a byte-order mark (so accents open right), `;` between
 * cells, CRLF line ends, amounts as `1234,56` (decimal comma, no thousands separator, so they stay
 * numbers). A cell with `;`, a quote or a line break is quoted; a cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or CR) is prefixed with an apostrophe.
 */
import type { Context } from 'koa';

export const BOM = '\uFEFF';
const NEEDS_QUOTES = /[;"\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export type Cell = string | number | null | undefined;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole document: BOM, header, rows. */
export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** Cents as a spreadsheet number: 123456 -> '1234,56', -5 -> '-0,05'. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Answers a CSV download. */
export function sendCsv(ctx: Context, filename: string, body: string): void {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = body;
}
