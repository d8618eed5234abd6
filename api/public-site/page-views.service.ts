/**
 * Audience measurement without personal data (docs/api-contract.md, privacy choices): a view stores the path
 * (no query string), the Paris calendar day and a visitor id that is a hash of the day's random salt,
 * the client address and the user agent. Only today's salt exists, so once the day is over nobody,
 * us included, can link an id to a person or to another day's id. Rows are kept 13 months.
 */
import { createHash, randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Knex } from 'knex';
import { z } from 'zod';
import { COOKIE_CONSENT_MONTHS } from '../../domain/constants';
import { parisDayOf } from '../../domain/dates';
import { normalizePath } from '../../domain/seo';
import { deletePageViewsBefore, deleteSaltsExcept, insertPageView, saltOfDay } from './page-views.queries';

dayjs.extend(utc);

const PATH_INVALID = 'Le chemin de la page n’est pas valide';
export const MAX_PATH_LENGTH = 300;

/** `{path}`: an absolute path; a query string or fragment is cut off (it may carry tokens or e-mails). */
export const PageViewBody = z.object({
  path: z
    .string({ error: PATH_INVALID })
    .startsWith('/', { error: PATH_INVALID })
    .transform((value) => normalizePath(value.split(/[?#]/, 1)[0] ?? ''))
    .pipe(
      z
        .string()
        .max(MAX_PATH_LENGTH, { error: PATH_INVALID })
        .regex(/^\/[^\s\p{Cc}]*$/u, { error: PATH_INVALID }),
    ),
});

/** Robots and link-preview fetchers are not visitors. */
const NOT_A_VISITOR = /bot|crawl|spider|slurp|facebookexternalhit|preview/i;

export interface PageViewVisit {
  path: string;
  clientAddress: string;
  userAgent: string;
}

/** The first day still kept on `now`'s day: views of earlier days are deleted. */
export function retentionStart(now: Date): string {
  return dayjs.utc(parisDayOf(now)).subtract(COOKIE_CONSENT_MONTHS, 'month').format('YYYY-MM-DD');
}

/** Deletes page views older than 13 months and every salt but today's; returns the views deleted. */
export async function purgeExpiredPageViews(db: Knex, now: Date): Promise<number> {
  await deleteSaltsExcept(db, parisDayOf(now));
  return deletePageViewsBefore(db, retentionStart(now));
}

export function createPageViewRecorder(db: Knex) {
  let purgedDay: string | null = null;

  /** Records one view; returns false when it was not recorded (a robot). */
  return async function recordPageView(visit: PageViewVisit, now: Date): Promise<boolean> {
    if (NOT_A_VISITOR.test(visit.userAgent)) return false;
    const day = parisDayOf(now);
    if (purgedDay !== day) {
      await purgeExpiredPageViews(db, now);
      purgedDay = day;
    }
    const salt = await saltOfDay(db, day, randomBytes(32).toString('hex'));
    const visitorId = createHash('sha256').update(`${salt}\n${visit.clientAddress}\n${visit.userAgent}`).digest('hex').slice(0, 32);
    await insertPageView(db, { day, path: visit.path, visitor_id: visitorId });
    return true;
  };
}
