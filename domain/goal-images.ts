// The sustainable development goals' numbers and images, apart from domain/directory.ts (which re-exports
// them) so that pages can use them without loading zod (the first screens' script budget, docs/performance.md).

/** Goals the sponsorship always supports (8, 11, 17); a charity may add more. */
export const SPONSORSHIP_GOALS: readonly number[] = [8, 11, 17];
/** The 17 goals, numbered 1 to 17; image 18 is the generic goals wheel. */
export const GOAL_COUNT = 17;

/** Public path of a goal's image (1 to 18). */
export function goalImagePath(oddNumber: number): string {
  return `/img/odd/${oddNumber}.svg`;
}
