/**
 * The donor's and the donor-dashboard journeys, in every engine: a quick card donation of 25 € with the
 * 3-D Secure challenge from a pot's address, and sign-in, the dashboard and a tax receipt download.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatEuros } from '../../domain/money';
import { assert, PASSWORD } from './api';
import { CONSENT, type Journey } from './journey';
import { css, label, role } from './phone';

/** The one thank-you page's heading (issue 47), where the bank's page sends the donor back. */
const THANKS = 'Merci pour votre générosité !';
const nextYearExpiry = () => `12/${new Date().getFullYear() + 1}`;

export const quickDonation: Journey = {
  name: 'quick card donation of 25 € with 3-D Secure',
  async run({ phone, api }) {
    const organiser = await api.signUp('Inès');
    const pot = await api.createPot(organiser.token);
    await phone.storage(CONSENT);
    await phone.open(`/participate/${pot.id}`); // as from the QR code
    await phone.find(role('heading', pot.name, { level: 1 }));
    await phone.fill(label('Montant de votre don (en euros)'), '25');
    await phone.click(role('button', 'Don rapide'));
    await phone.waitForUrl(new RegExp(`/participate/${pot.id}/tips\\?`));
    await phone.find(role('heading', 'Récapitulatif de votre don', { level: 1 }));
    await phone.waitForText('Un don rapide, sans compte, ne donne pas droit à un reçu fiscal.');
    await phone.screenshot('donation-1-tips');
    await phone.click(role('button', 'Valider et payer'));
    await phone.waitForUrl(new RegExp(`/participate/${pot.id}/quick-payment\\?amount=25&tip=0`));
    await phone.fill(label(/^Prénom/), 'Noé');
    await phone.fill(label(/^Nom/), 'Lambert');
    await phone.fill(label(/^E-mail/), `noe.lambert.${Date.now()}@exemple.fr`);
    await phone.fill(label(/Date de naissance/), '14-03-1992');
    await phone.fill(label(/Numéro de carte/), '4970 1051 8181 8183');
    await phone.fill(label(/^Expiration/), nextYearExpiry());
    await phone.fill(label(/Cryptogramme/), '123');
    const expiry = (await phone.find(label(/^Expiration/))).value;
    assert(/^12\d\d$/.test(expiry ?? ''), `expiry kept as MMYY, got ${expiry}`);
    await phone.until(async () => !(await phone.find(role('button', 'Valider'))).disabled, { message: 'VALIDER enabled' });
    await phone.screenshot('donation-2-quick-payment');
    await phone.click(role('button', 'Valider'));
    await phone.find(role('heading', 'Confirmez votre paiement'), { timeout: 30_000 });
    await phone.screenshot('donation-3-3ds');
    await phone.click(role('button', 'Authentifier'));
    await phone.waitForUrl(new RegExp(`/participate/${pot.id}/confirmation\\?(.*&)?transactionId=`), 30_000);
    await phone.appStarted();
    await phone.waitForText(THANKS, undefined, 30_000);
    await phone.click(role('link', 'Voir la cagnotte'));
    await phone.until(async () => (await phone.text(css('.pot-stats'))).includes(formatEuros(2500).replace(/\s/g, ' ')), {
      message: 'pot total 25 €',
    });
    await phone.screenshot('donation-4-pot-total');
    const figures = await api.potFigures(pot.id);
    assert(figures.total === 2500 && figures.donations === 1, `figures ${JSON.stringify(figures)}`);
  },
};

export const dashboardReceipt: Journey = {
  name: 'sign-in, dashboard, receipt download',
  async run({ phone, api }) {
    const organiser = await api.signUp('Hugo');
    const donor = await api.signUp('Camille');
    const pot = await api.createPot(organiser.token);
    await api.giveByCard(donor.token, pot.id, 2000);
    await phone.storage(CONSENT);
    await phone.open('/login');
    const form = role('form', 'Connexion');
    await phone.fill(label(/^E-mail/, form), donor.email);
    await phone.fill(label(/^Mot de passe/, form), PASSWORD);
    await phone.screenshot('dashboard-1-sign-in');
    await phone.click({ role: 'button', name: 'Se connecter', within: form });
    await phone.until(async () => !(await phone.url()).includes('/login'), { timeout: 20_000, message: 'signed in' });
    await phone.waitFor(() => !!localStorage.getItem('auth_token'), [], { message: 'session kept' });
    await phone.open('/particular/dashboard');
    await phone.find(role('heading', 'Mon tableau de bord', { level: 1 }));
    await phone.until(async () => (await phone.text()).includes('20,00 €'), { message: 'total of my donations' });
    await phone.screenshot('dashboard-2-summary');

    // The receipt: the app fetches the PDF and hands it to the browser through <a download>. The page
    // notes what it hands over (name and bytes), and where the engine saves files we find it on disk.
    await phone.run(() => {
      const w = window as unknown as { handed?: Promise<{ name: string; head: string; size: number }>; blobs?: Map<string, Blob> };
      const blobs = (w.blobs = new Map<string, Blob>());
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob) => {
        const url = create(blob);
        blobs.set(url, blob);
        return url;
      };
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        const blob = blobs.get(this.href);
        if (this.download && blob) {
          const name = this.download;
          w.handed = blob.arrayBuffer().then((buffer: ArrayBuffer) => {
            const bytes = new Uint8Array(buffer);
            return { name, head: String.fromCharCode(...bytes.subarray(0, 5)), size: bytes.length };
          });
        }
        return click.call(this);
      };
    });
    const button = role('button', /^Télécharger le reçu fiscal du don/);
    await phone.click(button);
    const handed = (await phone.waitFor(() => (window as unknown as { handed?: Promise<unknown> }).handed ?? null, [], {
      message: 'receipt handed to the browser',
    })) as { name: string; head: string; size: number };
    assert(/^recu-fiscal-\d{4}-\d{6}\.pdf$/.test(handed.name), `receipt file name ${handed.name}`);
    assert(handed.head === '%PDF-' && handed.size > 5_000, `receipt is a PDF (${handed.head}, ${handed.size} bytes)`);
    await phone.screenshot('dashboard-3-receipt');
    // Saved on disk too? (WebKit: our browser's download handler; Firefox and Chromium: puppeteer's
    // download behaviour.) Reported, not required: the saving is the browser's, not the app's.
    const saved = phone.downloadDir
      ? await phone
          .until(async () => readdirSync(phone.downloadDir!).find((f) => f === handed.name), { timeout: 10_000 })
          .catch(() => undefined)
      : undefined;
    const onDisk = saved ? readFileSync(path.join(phone.downloadDir!, saved)).subarray(0, 5).toString('latin1') : 'not saved';
    console.log(`    [${phone.engine}] receipt saved by the browser: ${saved ? `${saved} (${onDisk})` : 'no'}`);
  },
};
