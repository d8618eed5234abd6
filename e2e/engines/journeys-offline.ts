/**
 * Issue 45, item 6, in every engine: with the server unreachable (a TCP proxy in front of it closed;
 * navigator.onLine stays true, as on a Wi-Fi without a way out) the pot page, the directory and the
 * wizard say 'Hors ligne' within a few seconds, and the notice goes once the server answers again,
 * without a reload. The same in Chromium with Playwright: e2e/offline-unreachable.spec.ts.
 */
import { tcpProxy } from '../support';
import { assert } from './api';
import { CONSENT, type Journey } from './journey';
import { css, role, type Phone } from './phone';

const OFFLINE = 'Hors ligne — vos brouillons restent enregistrés sur cet appareil.';
/** "Within a few seconds": the service worker's word, or the app's probe every 3 s (slow engines here). */
const FEW_SECONDS = 10_000;

const barText = (phone: Phone) =>
  phone.run(() => document.querySelector<HTMLElement>('[data-testid="connection-bar"]')?.innerText.replace(/\s+/g, ' ').trim() ?? '');

async function expectBar(phone: Phone, wanted: string, where: string): Promise<void> {
  await phone.until(async () => (await barText(phone)) === wanted, {
    timeout: FEW_SECONDS,
    message: `${where}: the connection bar says "${wanted}" (it says "${await barText(phone)}")`,
  });
}

export const offlineNotice: Journey = {
  name: 'server unreachable with navigator.onLine true: pot page, directory and wizard say Hors ligne',
  freshSession: true,
  async run({ phone, api, server, sparePort }) {
    const organiser = await api.signUp('Lou');
    const pot = await api.createPot(organiser.token);
    const proxy = tcpProxy(server.port);
    await proxy.open(sparePort);
    const base = phone.baseUrl;
    phone.baseUrl = `http://127.0.0.1:${sparePort}`;
    const directory = '/associations-partenaires-cagnotte-solidaire';
    try {
      await phone.storage(CONSENT);
      await phone.open(`/participate/${pot.id}`);
      await phone.waitFor(() => navigator.serviceWorker.ready.then(() => true), [], { timeout: 20_000, message: 'service worker ready' });
      await phone.reload(); // now under the service worker, which keeps the pot page
      await phone.find(role('heading', pot.name, { level: 1 }));
      const potSeen = Date.now();
      await phone.open(directory);
      await phone.until(async () => /\d+ associations à découvrir/.test(await phone.text(css('#results-count'))), { message: 'list' });
      const wizard = '/create/private/assocs?evt=0'; // the header's 'Créer une cagnotte'
      await phone.open(wizard);
      await phone.find(role('heading', 'Choisissez la cause qui vous tient à cœur !', { level: 1 }));
      assert((await phone.count(css('[data-testid="connection-bar"]'))) === 0, 'a connection bar while the server answers');

      await proxy.close(); // the server is gone, as far as the phone can tell
      const onLine = await phone.run(() => navigator.onLine);
      console.log(`    [${phone.engine}] server unreachable, navigator.onLine ${onLine}`);

      // Within 20 s of a visit the browser's own HTTP cache answers the pot page (stale-while-revalidate=20,
      // api/http/shared-cache.ts; Firefox does so even for the worker's fetch): no request fails then, so
      // nothing can tell. Past that window the page's request goes to the network and fails.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, potSeen + 21_000 - Date.now())));
      await phone.open(`/participate/${pot.id}`);
      await phone.find(role('heading', pot.name, { level: 1 }));
      await expectBar(phone, OFFLINE, 'pot page');
      await phone.screenshot('offline-1-pot-page');

      await phone.open(directory);
      await expectBar(phone, OFFLINE, 'directory');
      await phone.until(async () => (await phone.count(css('.offline-badge'))) === 1, { message: 'the directory’s offline badge' });
      await phone.screenshot('offline-2-directory');

      await phone.open(wizard);
      await expectBar(phone, OFFLINE, 'wizard');
      await phone.screenshot('offline-3-wizard');

      await proxy.open(sparePort); // the server answers again: the notice goes without a reload
      await expectBar(phone, 'Connexion rétablie', 'wizard, server back');
      await phone.screenshot('offline-4-back');
    } finally {
      await proxy.close();
      phone.baseUrl = base;
    }
  },
};
