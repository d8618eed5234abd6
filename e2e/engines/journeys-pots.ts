/**
 * The organiser's journeys, in every engine: the wizard's draft kept in IndexedDB across a reload, then
 * sign-in and the pot created; the pot page's QR code, and 'Partager' where `navigator.share` is missing.
 */
import { decodeQr, bitmapFromPixels } from '../pots-qr';
import { assert, PASSWORD } from './api';
import { CONSENT, readStoreInPage, type Journey } from './journey';
import { css, label, role } from './phone';

const field = (name: string) => label(new RegExp(`^${name}( \\*)?$`));

function closingDay(days = 30): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}-${String(day.getMonth() + 1).padStart(2, '0')}-${day.getFullYear()}`;
}

export const wizardDraft: Journey = {
  name: 'wizard draft kept across reload, then sign-in and create',
  async run({ phone, api }) {
    const organiser = await api.signUp('Camille');
    const name = `Les 30 ans de Camille ${Date.now().toString(36)}`;
    const description = 'Pour mes 30 ans, je soutiens une association qui me tient à cœur.';
    await phone.storage(CONSENT);
    await phone.open('/');
    await phone.click({ role: 'link', name: 'Créer une cagnotte', within: role('main') });
    const popup = role('dialog', 'Créer une cagnotte');
    await phone.click({ role: 'radio', name: 'Particulier', within: popup });
    await phone.select(label('Votre événement', popup), 'Anniversaire');
    await phone.screenshot('wizard-1-popup');
    // Bug found in WebKit: a select with `appearance: auto` was painted in WebKit's own grey gradient,
    // not the white of the other fields (pwa/ui/field.css now draws it itself). Read from the pixels.
    const box = await phone.run(() => {
      const r = document.querySelector('[role=dialog] select')!.getBoundingClientRect();
      return { x: r.left + 5, y: r.top + r.height / 2 };
    });
    const [r, g, b] = await phone.pixelAt(box.x, box.y);
    assert(r > 250 && g > 250 && b > 250, `the event select is painted rgb(${r}, ${g}, ${b}), not white like the other fields`);
    await phone.click({ role: 'button', name: 'Suivant', within: popup });
    await phone.waitForUrl(/\/create\/private\/assocs\?evt=\d+$/);
    await phone.click({ role: 'button', name: /En savoir plus/, within: css('.charity-card') });
    await phone.click({ role: 'button', name: 'Choisir cette association', within: role('dialog') });
    await phone.waitForUrl(/\/create\/private\/details\?evt=\d+&assoc=\d+$/);
    await phone.fill(field('Nom de votre cagnotte'), name);
    await phone.fill(field('Date de fin de collecte'), closingDay());
    await phone.fill(role('textbox', /Votre message/), description);
    await phone.until(
      async () => {
        const drafts = (await phone.run(readStoreInPage, 'drafts')) as Array<{ data?: { name?: string; desc?: string } }>;
        return drafts.some((d) => d.data?.name === name && (d.data?.desc ?? '').includes('association'));
      },
      { message: 'draft in IndexedDB' },
    );
    await phone.screenshot('wizard-2-details');

    await phone.reload();
    await phone.until(async () => (await phone.find(field('Nom de votre cagnotte'))).value === name, {
      message: 'name restored after reload',
    });
    await phone.until(async () => (await phone.text(role('textbox', /Votre message/))).includes('association qui me tient à cœur'), {
      message: 'description restored',
    });
    await phone.screenshot('wizard-3-draft-restored');

    await phone.click(role('button', 'Valider ma cagnotte'));
    await phone.waitForUrl(/\/create\/private\/authenticate\?evt=\d+&assoc=\d+&save=1$/);
    await phone.appStarted();
    const form = role('form', 'Connexion');
    await phone.fill(label(/^E-mail/, form), organiser.email);
    await phone.fill(label(/^Mot de passe/, form), PASSWORD);
    await phone.screenshot('wizard-4-sign-in');
    await phone.click({ role: 'button', name: 'Se connecter', within: form });
    await phone.waitForUrl(/\/participate\/\d+$/, 30_000);
    await phone.appStarted();
    await phone.find(role('heading', name, { level: 1 }));
    await phone.waitForText('Votre cagnotte a été créée avec succès');
    await phone.screenshot('wizard-5-pot-created');
    const drafts = await phone.run(readStoreInPage, 'drafts');
    assert(Array.isArray(drafts) && drafts.length === 0, `draft cleared, got ${JSON.stringify(drafts)}`);
  },
};

export const qrAndShare: Journey = {
  name: 'QR code renders, share falls back without navigator.share',
  async run({ phone, api, server }) {
    const organiser = await api.signUp('Lou');
    const pot = await api.createPot(organiser.token);
    const url = `${server.baseUrl}/participate/${pot.id}`;
    await phone.storage(CONSENT);
    await phone.open(`/participate/${pot.id}`);
    await phone.find(role('heading', pot.name, { level: 1 }));
    await phone.run(() => document.getElementById('pot-qr-title')?.scrollIntoView({ block: 'center' }));
    await phone.find(role('img', 'QR code de la cagnotte'));
    const pixels = await phone.waitFor(
      () => {
        const canvas = document.querySelector<HTMLCanvasElement>('canvas.pot-qr__code');
        if (!canvas) return null;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        return { width: canvas.width, height: canvas.height, data: Array.from(data.data) };
      },
      [],
      { message: 'QR canvas' },
    );
    const decoded = decodeQr(bitmapFromPixels(Uint8Array.from(pixels!.data), pixels!.width, pixels!.height));
    assert(decoded === url, `QR code reads ${decoded}, not ${url}`);
    await phone.screenshot('qr-1-pot-page');

    // The engines here have no navigator.share (WebKitGTK keeps WebShare off, Firefox desktop has none;
    // Chromium headless on Linux has none either): 'Partager' opens our own sheet.
    const hasShare = await phone.run(() => typeof navigator.share === 'function');
    assert(!hasShare, 'this engine has navigator.share: the journey expects the fallback');
    await phone.click(role('button', 'Partager'));
    const sheet = role('dialog', 'Partager la cagnotte');
    const address = await phone.find(label('Adresse de la cagnotte', sheet));
    assert(address.value === url, `share sheet address ${address.value}`);
    await phone.find({ role: 'link', name: 'Envoyer par e-mail', within: sheet });
    await phone.find({ role: 'link', name: /Facebook/, within: sheet });
    await phone.screenshot('qr-2-share-sheet');
    // Copying needs clipboard permission, which engines grant differently: either toast is sensible.
    await phone.click({ role: 'button', name: 'Copier le lien', within: sheet });
    await phone.until(async () => /Lien copié|n’a pas pu être copié/.test(await phone.text()), { message: 'copy toast' });
    await phone.screenshot('qr-3-copy');
  },
};
