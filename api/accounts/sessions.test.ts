// Sessions end 90 days after they were opened whatever their use (as well as 30 days after their last
// use), and their owner sees them on the profile page and ends the ones they do not want.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, FACTORY_PASSWORD, signInAs } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const me = (token: string, userAgent?: string) =>
  t.request('/api/v1/user', { headers: { ...bearer(token), ...(userAgent ? { 'User-Agent': userAgent } : {}) } });
const sessions = async (token: string) => {
  const res = await t.request('/api/v1/user/sessions', { headers: bearer(token) });
  expect(res.status).toBe(200);
  return (await res.json()) as Array<{
    id: number;
    device: string | null;
    created_at: string;
    last_used_at: string;
    expires_at: string;
    current: boolean;
  }>;
};
const end = (token: string, id: number | string) => t.request(`/api/v1/user/sessions/${id}`, { method: 'DELETE', headers: bearer(token) });

async function loginFrom(email: string, userAgent: string): Promise<string> {
  const res = await t.request('/api/v1/user/auth', {
    method: 'POST',
    headers: { 'User-Agent': userAgent },
    json: { email, password: FACTORY_PASSWORD },
  });
  expect(res.status).toBe(200);
  return (await res.json()).auth_token;
}

describe('the lifetime of a session', () => {
  it('ends 90 days after sign-in even when used every day of it (absolute lifetime)', async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    for (let day = 0; day < 89; day += 1) {
      t.clock.advance(DAY);
      expect((await me(token)).status, `day ${day + 1}`).toBe(200);
    }
    const [listed] = await sessions(token);
    expect(new Date(listed?.expires_at ?? 0).getTime() - new Date(listed?.created_at ?? 0).getTime()).toBe(90 * DAY);
    t.clock.advance(DAY); // used yesterday: the sliding expiry alone would keep it 29 more days
    const ended = await me(token);
    expect(ended.status).toBe(401);
    expect((await ended.json()).errors[0]).toEqual({ code: 'invalid_token', detail: 'Votre session a expiré, merci de vous reconnecter' });
  });
});

describe('the sessions of the profile page', () => {
  it('lists the caller’s live sessions with their device, opened and last-used times, this one first', async () => {
    const user = await buildUser(t.db.knex);
    const phone = await loginFrom(user.email, IPHONE);
    t.clock.advance(60 * 60 * 1000);
    const laptop = await loginFrom(user.email, FIREFOX_WINDOWS);
    expect((await me(laptop, FIREFOX_WINDOWS)).status).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await me(phone, IPHONE)).status).toBe(200);
    await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex)); // someone else's

    const fromLaptop = await sessions(laptop);
    const opened = new Date(t.clock.now().getTime() - 2 * 60 * 60 * 1000);
    expect(fromLaptop.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        device: 'Firefox sur Windows',
        created_at: new Date(opened.getTime() + 60 * 60 * 1000).toISOString(),
        last_used_at: t.clock.now().toISOString(), // this very request
        expires_at: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
        current: true,
      },
      {
        device: 'Safari sur iPhone',
        created_at: opened.toISOString(),
        last_used_at: t.clock.now().toISOString(),
        expires_at: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
        current: false,
      },
    ]);
    const stored = await t.db.knex('auth_tokens').where({ user_id: user.id }).pluck('device');
    expect(stored.sort()).toEqual(['Firefox sur Windows', 'Safari sur iPhone']); // the summary, never the header
  });

  it('ends one of the caller’s other sessions, or all of them, and never another person’s (404)', async () => {
    const user = await buildUser(t.db.knex);
    const [here, second, third] = [
      await signInAs(t.db.knex, t.clock, user),
      await signInAs(t.db.knex, t.clock, user),
      await signInAs(t.db.knex, t.clock, user),
    ];
    const neighbour = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    const [neighbourSession] = await sessions(neighbour);
    const mine = await sessions(here);
    expect(mine).toHaveLength(3);
    expect(mine.map((s) => s.id)).not.toContain(neighbourSession?.id);

    const notMine = await end(here, neighbourSession?.id ?? 0);
    expect(notMine.status).toBe(404);
    expect((await notMine.json()).errors).toEqual([
      { code: 'session_not_found', detail: 'Cette session n’existe pas ou est déjà terminée.' },
    ]);
    expect((await me(neighbour)).status).toBe(200);
    for (const id of ['abc', '0', '-1', '99999999999999999999999']) expect((await end(here, id)).status, id).toBe(404);

    const secondId = (await sessions(second)).find((s) => s.current)?.id ?? 0;
    expect((await end(here, secondId)).status).toBe(204);
    expect((await me(second)).status).toBe(401);
    expect((await end(here, secondId)).status).toBe(404);

    const all = await t.request('/api/v1/user/sessions', { method: 'DELETE', headers: bearer(here) });
    expect(await all.json()).toEqual({ ended: 1 });
    expect((await me(third)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    expect((await me(neighbour)).status).toBe(200);
    expect((await sessions(here)).map((s) => s.current)).toEqual([true]);
  });
});
