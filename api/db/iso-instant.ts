/** An instant read from the database as the API writes it: an ISO 8601 string in UTC (null stays null). */
export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();
