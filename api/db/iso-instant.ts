/** The export writes every instant as an ISO 8601 string in UTC, and keeps calendar dates (yyyy-mm-dd) as they are. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();
