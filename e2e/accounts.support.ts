/** Helpers of the accounts e2e tests: constants, labels, and the sign-up, sign-in and menu steps. */
import { expect, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';

export const AUTH_PATH = '/authentification-cagnotte-solidaire-don-association';
export const PASSWORD = 'Solidaire-2026!';
/** An individual sign-up body for the API (tests that only need an account). */
export const PERSON_API = {
  firstname: 'Inès',
  name: 'Roux',
  gender: 'female',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  accept_conditions: true,
  birth_date: '1988-05-20',
  address_line_1: '4 place Bellecour',
  post_code: '69002',
  city: 'Lyon',
};

/** A field's label, with or without the required star. */
export const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
/** Sign-up hashes a password and opens the provider account: give it time on a busy machine. */
export const AFTER_SUBMIT = { timeout: 20_000 };
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The checks every visited page gets, then its screenshot. */
export async function checkPage(page: Page, name: string) {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'accounts', name);
}

/** The Facebook completion form (Nadia, prefilled from Facebook): the rest filled in, terms accepted; the form. */
export async function fillFacebookCompletion(page: Page) {
  const form = page.getByRole('form', { name: 'Inscription avec Facebook' });
  await expect(form.getByLabel(label('Prénom'))).toHaveValue('Nadia');
  await form.getByLabel(label('Date de naissance')).fill('08-03-1992');
  await form.getByLabel(label('Adresse')).fill('2 rue Nationale');
  await form.getByLabel(label('Code postal')).fill('59000');
  await form.getByLabel(label('Ville')).fill('Lille');
  await form.getByLabel(/J’accepte les/).check();
  return form;
}

export async function fillPerson(page: Page, form: ReturnType<Page['getByRole']>, email: string, firstname: string) {
  await form
    .getByRole('group', { name: label('Civilité') })
    .getByRole('radio', { name: 'Mme', exact: true })
    .check();
  await form.getByLabel(label('Prénom')).fill(firstname);
  await form.getByLabel(label('Nom')).fill('Durand');
  await form.getByLabel(label('Date de naissance')).fill('12-04-1990');
  await form.getByLabel(label('Adresse')).fill('12 rue de la Paix');
  await form.getByLabel(label('Code postal')).fill('75002');
  await form.getByLabel(label('Ville')).fill('Paris');
  await form.getByLabel(label('E-mail')).fill(email);
  await form.getByLabel(label('Mot de passe')).fill(PASSWORD);
  await form.getByLabel(label('Confirmation du mot de passe')).fill(PASSWORD);
  await form.getByLabel(/J’accepte les/).check();
}

export async function openUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name }).click();
}

export async function signOut(page: Page, name: string) {
  await openUserMenu(page, name);
  await page.getByRole('button', { name: 'Déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel(label('E-mail')).fill(email);
  await form.getByLabel(label('Mot de passe')).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

export async function fillCompanySignup(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByRole('radio', { name: 'Entreprise' }).check();
  await form.getByLabel(label('Nom de l’entreprise')).fill('Atelier Solidaire');
  await form.getByLabel(label('Numéro SIREN')).fill('732 829 320');
  await form.getByLabel(label('Forme juridique')).selectOption('SARL');
  await form
    .getByRole('group', { name: /Civilité du représentant légal/ })
    .getByRole('radio', { name: 'M', exact: true })
    .check();
  await form.getByLabel(label('Prénom du représentant légal')).fill('Hugo');
  await form.getByLabel(label('Nom du représentant légal')).fill('Lefèvre');
  await fillPerson(page, form, email, 'Hugo');
  return form;
}
