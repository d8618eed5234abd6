/** Connection-string helpers for the PostgreSQL pass of the tests. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance database of the server DATABASE_URL points to. */
export function adminUrl(url: string): string {
  return databaseUrlFor(url, 'postgres');
}
