// Date helpers with the French locale: dd/MM/yyyy in tables, DD-MM-YYYY in forms, YYYY-MM-DD on the wire.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/fr';

dayjs.extend(customParseFormat);
dayjs.locale('fr');

export const DISPLAY_DATE = 'DD/MM/YYYY';
export const FORM_DATE = 'DD-MM-YYYY';
export const API_DATE = 'YYYY-MM-DD';

type DateInput = string | number | Date | null | undefined;

/** '2024-03-07T22:59:59Z' -> '07/03/2024' (local time); '' for an empty or invalid value. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE) : '';
}

/** '07 mars 2024' style, for sentences. */
export function formatLongDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY') : '';
}

/** '07/03/2024 à 14:05' (local time), for moments in sentences and lists; '' when empty or invalid. */
export function formatDayAndTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DISPLAY_DATE} [à] HH:mm`) : '';
}

/** A date typed as DD-MM-YYYY -> 'YYYY-MM-DD' for the API, or null when it is not a real date. */
export function formDateToApi(value: string): string | null {
  const date = dayjs(value.trim(), FORM_DATE, true);
  return date.isValid() ? date.format(API_DATE) : null;
}

/** 'YYYY-MM-DD' (or an ISO timestamp) -> 'DD-MM-YYYY' to fill a form. */
export function apiDateToForm(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(FORM_DATE) : '';
}
