/**
 * The charity's journeys (issue 30) in every engine (issue 45, item 7a), as e2e/charity.spec.ts runs them
 * in Chromium: the manager's invitation (through the API), the representative opening the link from the
 * mail and choosing a password; the legal details; strong authentication at the emulator; the payout
 * account, whose name the bank finds close and which is taken in one tap, authenticated at the emulator;
 * the documents sent. Each engine onboards a charity of its own (the directory's 1st, 2nd, 3rd).
 * Two things are set by a page script, not by the engine's own widgets: the date of birth (a native date
 * picker, as `select` is) and the documents' files (no file chooser in WebDriver classic): both through
 * the element's own `input`/`change` events, as the browser fires them.
 */
import { assert, unique } from './api';
import { inviteRepresentative, setBankHolder } from './charity-api';
import { CONSENT, type Journey } from './journey';
import { css, label, role, type Phone } from './phone';

const ORGANISATION = 'Les Amis du Jardin Partagé';
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const ENGINE_CHARITY = { webkit: 0, firefox: 1, chromium: 2 } as const;
const field = (name: string, within?: ReturnType<typeof role>) => label(new RegExp(`^${name}( \\*)?$`), within);

/** Sets a date input's value as its picker would (the native picker is not driven). */
async function setDate(phone: Phone, fieldLabel: string, isoDay: string): Promise<void> {
  const ok = await phone.run(
    (wanted: string, value: string) => {
      const input = Array.from(document.querySelectorAll<HTMLInputElement>('input[type=date]')).find((el) =>
        (el.labels?.[0]?.textContent ?? '').startsWith(wanted),
      );
      if (!input) return false;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    fieldLabel,
    isoDay,
  );
  assert(ok, `no date field ${fieldLabel}`);
}

/** Hands a small PDF to the file input of a form, as a file chooser would. */
async function chooseFile(phone: Phone, formName: string, fileName: string): Promise<void> {
  const ok = await phone.run(
    (name: string, file: string) => {
      const input = document.querySelector<HTMLInputElement>(`form[aria-label="${name}"] input[type=file]`);
      if (!input) return false;
      const text = `%PDF-1.7\n% ${file}\n`.padEnd(4096, ' ');
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], file, { type: 'application/pdf' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    formName,
    fileName,
  );
  assert(ok, `no file input in ${formName}`);
}

/** The emulator's strong-authentication page: 'Authentifier' (or 'Valider'), then back to our page. */
async function authenticateAtEmulator(phone: Phone, back: RegExp): Promise<void> {
  await phone.click(role('button', /^(Authentifier|Valider)$/), { timeout: 30_000 });
  await phone.waitForUrl(back, 30_000);
  await phone.appStarted();
}

export const charityOnboarding: Journey = {
  name: 'charity invitation, legal details, payout account, documents',
  needsManager: true,
  async run({ phone, api, server }) {
    const charityId = (await api.charityIds())[ENGINE_CHARITY[phone.engine]];
    assert(charityId, 'a charity of its own for this engine');
    const email = `tresorerie.${unique()}@exemple.fr`;
    const link = await inviteRepresentative(api, server, charityId, email);
    await phone.storage(CONSENT);

    // The invitation: a password chosen, then the charity's home.
    await phone.open(link);
    const invitation = role('form', 'Choisir un mot de passe');
    await phone.waitForText(new RegExp(email.replace(/[.]/g, '\\.')));
    await phone.fill(field('Mot de passe', invitation), 'Potager-Solidaire-2026!');
    await phone.fill(field('Confirmation du mot de passe', invitation), 'Potager-Solidaire-2026!');
    await phone.screenshot('charity-1-invitation');
    await phone.click({ role: 'button', name: 'Créer mon accès', within: invitation });
    await phone.waitForUrl(/\/association\/espace$/);
    await phone.waitForText(/Encore 4 étapes avant le premier versement\./);
    await phone.screenshot('charity-2-home');

    // The legal details: a wrong RNA number refused, then saved.
    await phone.click(role('link', 'Informations légales'));
    const legal = role('form', 'Informations légales');
    await phone.fill(field('Nom de l’association', legal), ORGANISATION);
    await phone.fill(field('Numéro RNA', legal), 'W75123456');
    await phone.fill(field('Adresse', legal), '12 rue des Lilas');
    await phone.fill(field('Code postal', legal), '75020');
    await phone.fill(field('Ville', legal), 'Paris');
    await phone.fill(field('Prénom', legal), 'Inès');
    await phone.fill(field('Nom', legal), 'Moreau');
    await setDate(phone, 'Date de naissance', '1980-04-12');
    await phone.fill(field('Téléphone', legal), '06 12 34 56 78');
    await phone.click({ role: 'button', name: 'Enregistrer les informations', within: legal });
    await phone.waitForText(/^Le numéro RNA commence par W, suivi de 9 chiffres \(ex\. W751234567\)$/);
    await phone.fill(field('Numéro RNA', legal), 'W751234567');
    await phone.screenshot('charity-3-legal-details');
    await phone.click({ role: 'button', name: 'Enregistrer les informations', within: legal });
    await phone.waitForUrl(/\/association\/espace\/authentification$/, 30_000);

    // Strong authentication at the emulator.
    await phone.waitForText(/Pas encore faite/);
    await phone.click(role('button', 'M’authentifier chez Mangopay'));
    await authenticateAtEmulator(phone, /\/association\/espace\/authentification\/retour\?controlStatus=VALIDATED$/);
    await phone.waitForText(/Authentification réussie\./, undefined, 20_000);

    // The payout account: the bank's name is close; taken in one tap, then authenticated.
    await setBankHolder(server, IBAN, ORGANISATION);
    await phone.click(role('link', 'Enregistrer le compte de versement'));
    const account = role('form', 'Compte de versement');
    await phone.fill(field('Titulaire du compte', account), 'Les Amis du Jardin Partage');
    await phone.fill(field('IBAN', account), IBAN);
    await phone.click({ role: 'button', name: 'Vérifier et enregistrer le compte', within: account });
    await phone.waitForText('Vérification du bénéficiaire : Nom proche.', undefined, 30_000); // no-break spaces read as spaces
    await phone.waitForText(new RegExp(`^Le nom est proche de celui du titulaire : ${ORGANISATION}\\. `));
    await phone.screenshot('charity-4-payout-close-match');
    await phone.click(role('button', `Utiliser le nom « ${ORGANISATION} »`));
    await authenticateAtEmulator(phone, /\/association\/espace\/compte-de-versement\/retour\?controlStatus=VALIDATED$/);
    await phone.waitForText(/Compte enregistré\./, undefined, 20_000);
    await phone.waitForText(/Le nom correspond au titulaire du compte\./);
    await phone.screenshot('charity-5-payout-return');

    // The documents: each one sent, then being checked.
    await phone.click(role('link', 'Étape suivante : les documents'));
    await phone.find(css('section.charity-card'));
    const forms = await phone.run(() =>
      Array.from(document.querySelectorAll('section.charity-card form[aria-label]')).map((f) => f.getAttribute('aria-label') ?? ''),
    );
    assert(forms.length >= 3, `documents asked: ${forms.join(', ')}`);
    await phone.screenshot('charity-6-documents');
    for (const [i, form] of forms.entries()) {
      await chooseFile(phone, form, `document-${i + 1}.pdf`);
      await phone.click({ role: 'button', name: 'Envoyer', within: role('form', form) });
      await phone.waitGone(role('form', form), 20_000);
    }
    await phone.until(async () => (await phone.count(css('section.charity-card form'))) === 0, { message: 'every document sent' });
    const checking = await phone.run(() => (document.body.innerText.match(/En cours de vérification/g) ?? []).length);
    assert(checking === forms.length, `${checking} of ${forms.length} documents being checked`);
    await phone.screenshot('charity-7-documents-sent');
  },
};
