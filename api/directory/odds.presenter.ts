/**
 * A goal as `{odd_number, name, img: {url}, isActive}`; in this list `isActive` marks the goals the
 * sponsorship supports (8, 11 and 17), which the goals modal highlights.
 */
import { SPONSORSHIP_GOALS, goalImagePath, type Odd } from '../../domain/directory';
import type { OddRow } from './odds.queries';

export function presentOdd(row: OddRow): Odd {
  return {
    odd_number: row.odd_number,
    name: row.name,
    img: { url: goalImagePath(row.odd_number) },
    isActive: SPONSORSHIP_GOALS.includes(row.odd_number),
  };
}
