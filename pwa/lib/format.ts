// Date helpers with the French locale for what the PWA shows (dd/MM/yyyy in tables); reading typed dates
// and the wire's YYYY-MM-DD is domain/dates.ts's.
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { DATE_FORMATS } from '@domain/constants';

dayjs.locale('fr');

const DISPLAY_DATE = DATE_FORMATS.table;

type DateInput = string | number | Date | null | undefined;

/** '2024-03-07T22:59:59Z' -> '07/03/2024' (local time); '' for an empty or invalid value. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE) : '';
}

/** '7 mars 2024' ('1er décembre 2026' on a month's first day), for sentences. */
export function formatLongDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  // French writes the first day of a month as an ordinal: 'le 1er décembre 2026'.
  return date.date() === 1 ? date.format('[1er] MMMM YYYY') : date.format('D MMMM YYYY');
}

/** '07/03/2024 à 14:05' (local time), for moments in sentences and lists; '' when empty or invalid. */
export function formatDayAndTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DISPLAY_DATE} [à] HH:mm`) : '';
}
