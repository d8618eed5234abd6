// A goal's image, apart from domain/directory.ts (which re-exports it) so that pages can show it without
// loading zod (issue 10's budget).

/** Public path of a goal's image (1 to 18). */
export function goalImagePath(oddNumber: number): string {
  return `/img/odd/${oddNumber}.svg`;
}
