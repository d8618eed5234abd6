import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { collectConsoleErrors, OUTBOX_REQUEST, screenshot } from './support';
import {
  AFTER_SUBMIT,
  AUTH_PATH,
  checkPage,
  fillFacebookCompletion,
  fillCompanySignup,
  fillPerson,
  label,
  openUserMenu,
  PASSWORD,
  PERSON_API,
  signIn,
  signOut,
  unique,
} from './accounts.support';
import { potToGiveTo } from './payments.support';

/** The path and query of the link to `page` in the last mail of that subject sent to `to` (waits for the mail job). */
async function mailedLink(request: APIRequestContext, to: string, subject: string, page: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`, OUTBOX_REQUEST);
    const mails = (await outbox.json()) as Array<{ subject: string; text: string }>;
    link = mails
      .filter((m) => m.subject === subject)
      .at(-1)
      ?.text.match(new RegExp(`https?://\\S+(${page}\\?token=\\S+)`))?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return link as string;
}

// The cookie choice is made beforehand, so the banner does not cover the forms.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', JSON.stringify({ choice: 'refused', at: new Date().toISOString() }));
  });
});

test('a protected page sends a visitor to /login, which opens the sign-in page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/particular/dashboard');
  await expect(page).toHaveURL(new RegExp(`${AUTH_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion et inscription' })).toBeVisible();
  await page.goto('/company/dashboard');
  await expect(page).toHaveURL(new RegExp(`${AUTH_PATH}$`));
  await checkPage(page, 'auth-page');
  expect(errors).toEqual([]);
});

test('the registration form lists what is missing and shows the password strength', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(AUTH_PATH);
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByLabel(label('Mot de passe')).fill('abc');
  await expect(form.getByText('Sécurité du mot de passe : Très faible')).toBeVisible();
  await form.getByLabel(label('Mot de passe')).fill(PASSWORD);
  await expect(form.getByText('Sécurité du mot de passe : Fort')).toBeVisible();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Attention' })).toContainText('Votre prénom est obligatoire');
  await expect(form.getByText('Vous devez accepter les termes et conditions du site')).toBeVisible();
  await form.getByRole('radio', { name: 'Entreprise' }).check();
  await expect(form.getByLabel(label('Numéro SIREN'))).toBeVisible();
  await form.getByLabel(label('Date de naissance')).fill('01-01-2015');
  await form.getByLabel(label('Date de naissance')).blur();
  await expect(form.getByText("Vous n'avez pas l'âge requis pour utiliser l'application")).toBeVisible();
  await checkPage(page, 'registration-errors');
  await form.getByRole('radio', { name: 'Particulier' }).check();
  await expect(form.getByLabel(label('Numéro SIREN'))).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an individual registers, logs out and logs in again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const email = `camille.${unique()}@exemple.fr`;
  await page.goto(AUTH_PATH);
  const form = page.getByRole('form', { name: 'Inscription' });
  await fillPerson(page, form, email, 'Camille');
  await expect(form.getByText('Sécurité du mot de passe : Fort')).toBeVisible();
  await screenshot(page, 'accounts', 'registration-filled');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT); // /home/private shows the home page
  await openUserMenu(page, 'Camille');
  await expect(page.getByRole('link', { name: 'Mon tableau de bord' })).toHaveAttribute('href', '/particular/dashboard');
  await checkPage(page, 'user-menu');
  await page.getByRole('button', { name: 'Déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  await signIn(page, email, 'mauvais-mot-de-passe');
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect' })).toBeVisible();
  await page.getByRole('form', { name: 'Connexion' }).getByLabel(label('Mot de passe')).fill(PASSWORD);
  await page.getByRole('form', { name: 'Connexion' }).getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);
  await page.goto('/particular/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
  await checkPage(page, 'private-dashboard');
  await page.reload(); // the session is restored from the stored token
  await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
  await signOut(page, 'Camille');
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('sign-in with id and amount goes on to the pot’s tips page', async ({ page, request }) => {
  const { id: potId } = await potToGiveTo(request);
  const email = `paul.${unique()}@exemple.fr`;
  await page.goto(`/login?id=${potId}&amount=25`);
  const form = page.getByRole('form', { name: 'Inscription' });
  await fillPerson(page, form, email, 'Paul');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${potId}/tips\\?amount=25$`), AFTER_SUBMIT);
  await expect(page.getByRole('button', { name: 'Valider et payer' })).toBeVisible();
});

test('a company registers, edits its three profile forms with a cropped logo, and closes its account', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const email = `contact.${unique()}@atelier.fr`;
  await page.goto(AUTH_PATH);
  const form = await fillCompanySignup(page, email);
  await screenshot(page, 'accounts', 'registration-company');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);

  await openUserMenu(page, 'Atelier Solidaire');
  await page.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/company\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();

  const account = page.getByRole('form', { name: 'Mon compte' });
  await account.getByRole('radio', { name: 'Monsieur' }).check();
  await account.getByLabel(label('Téléphone (facultatif)')).fill('06 11 22 33 44');
  await account.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre profil est mis à jour' })).toBeVisible();

  const company = page.getByRole('form', { name: 'Mon entreprise' });
  await company.getByLabel(label('Adresse du siège social')).fill('5 rue des Tanneurs');
  await company.getByLabel(label('Date de naissance')).fill('03-02-1975');
  await company.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vos donnees ont ete mis à jour' })).toBeVisible();

  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2e7d5b' } })
    .png()
    .toBuffer();
  await page.getByLabel('Choisir le logo de l’entreprise').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  const cropper = page.getByRole('dialog', { name: 'Éditez votre image' });
  await expect(cropper).toBeVisible();
  await screenshot(page, 'accounts', 'logo-cropper');
  await cropper.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre logo a été mis à jour' })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole('img', { name: 'Logo de l’entreprise' })).toHaveAttribute('src', /^\/uploads\/logos\/[a-f0-9]{32}\.png$/);

  const credentials = page.getByRole('form', { name: 'E-mail et mot de passe' });
  await expect(credentials.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await credentials.getByLabel(label('Nouveau mot de passe')).fill('Atelier-2027!');
  await credentials.getByLabel('Confirmation du nouveau mot de passe').fill('Atelier-2027!');
  await credentials.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(credentials.getByText('Votre mot de passe actuel est obligatoire')).toBeVisible();
  await credentials.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await credentials.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe est mis à jour' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sessions ouvertes' }).getByText('Cette session')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Mon entreprise' }).getByLabel(label('Adresse du siège social'))).toHaveValue(
    '5 rue des Tanneurs',
  );
  await checkPage(page, 'company-profile');

  await page.getByRole('button', { name: 'Fermer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fermer mon compte' });
  await expect(dialog.getByRole('button', { name: 'Fermer définitivement' })).toBeDisabled();
  await dialog.getByLabel('Je comprends que la fermeture est définitive').check();
  await checkPage(page, 'close-account');
  await dialog.getByRole('button', { name: 'Fermer définitivement' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);
  await signIn(page, email, 'Atelier-2027!');
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect' })).toBeVisible();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('a private person edits the profile and changes the e-mail, confirmed from the link sent to it', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const email = `lea.${unique()}@exemple.fr`;
  await page.goto(AUTH_PATH);
  const form = page.getByRole('form', { name: 'Inscription' });
  await fillPerson(page, form, email, 'Léa');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);
  await page.goto('/particular/profile');
  const details = page.getByRole('form', { name: 'Mes informations' });
  await details.getByLabel(label('Prénom')).fill('Léane');
  await details.getByLabel(label('Ville')).fill('Lille');
  await details.getByLabel(label('Pays de résidence')).selectOption('BE');
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre profil est mis à jour' })).toBeVisible();

  const credentials = page.getByRole('form', { name: 'E-mail et mot de passe' });
  await credentials.getByLabel(label('Nouveau mot de passe')).fill('Autre-2027!');
  await credentials.getByLabel('Confirmation du nouveau mot de passe').fill('Different-2027!');
  await credentials.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(credentials.getByText('Votre confirmation de mot de passe doit être identique à votre mot de passe')).toBeVisible();
  await credentials.getByLabel(label('Nouveau mot de passe')).fill('');
  await credentials.getByLabel('Confirmation du nouveau mot de passe').fill('');
  await credentials.getByLabel('E-mail').fill(`nouvelle.${email}`);
  await credentials.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await credentials.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Nous avons envoyé un lien à nouvelle.${email}` })).toBeVisible();
  await expect(credentials.getByText(`En attente de confirmation : nouvelle.${email}`)).toBeVisible();
  await expect(credentials.getByLabel('E-mail')).toHaveValue(email);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Mes informations' }).getByLabel(label('Pays de résidence'))).toHaveValue('BE');
  await page.evaluate(() => window.scrollTo(0, 0)); // the reload may restore the scroll of the form lower down
  await checkPage(page, 'private-profile');

  await page.goto(
    await mailedLink(request, `nouvelle.${email}`, 'Confirmez votre nouvelle adresse e-mail Entraide', '/confirmer-mon-email'),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmer mon adresse e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer cette adresse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre nouvelle adresse e-mail est confirmée' })).toBeVisible(AFTER_SUBMIT);
  await checkPage(page, 'confirm-email-done');
  await page.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('form', { name: 'E-mail et mot de passe' }).getByLabel('E-mail')).toHaveValue(`nouvelle.${email}`);
  await expect(page.getByText(/En attente de confirmation/)).toHaveCount(0);
  await signOut(page, 'Léane');
  expect(errors).toEqual([]);
});

test('an e-mail changed behind the owner’s back is undone from the link sent to the previous address', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const email = `proprio.${unique()}@exemple.fr`;
  expect((await request.post('/api/v1/user/signup/private', { data: { user: { ...PERSON_API, email } } })).status()).toBe(201);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);
  await page.goto('/particular/profile');
  // Someone who has the session and the password, and a mailbox of their own, changes the address.
  const credentials = page.getByRole('form', { name: 'E-mail et mot de passe' });
  await credentials.getByLabel('E-mail').fill(`intrus.${email}`);
  await credentials.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await credentials.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Nous avons envoyé un lien à intrus.${email}` })).toBeVisible();
  const confirmation = await mailedLink(
    request,
    `intrus.${email}`,
    'Confirmez votre nouvelle adresse e-mail Entraide',
    '/confirmer-mon-email',
  );
  expect(
    (
      await request.post('/api/v1/user/email/confirm', { data: { token: new URL(confirmation, 'http://x').searchParams.get('token') } })
    ).status(),
  ).toBe(200);

  await page.goto(await mailedLink(request, email, 'Adresse e-mail modifiée sur votre compte Entraide', '/securiser-mon-compte'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sécuriser mon compte' })).toBeVisible();
  await checkPage(page, 'secure-account');
  await page.getByRole('button', { name: 'Annuler ce changement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est rétablie' })).toBeVisible(AFTER_SUBMIT);
  await checkPage(page, 'secure-account-done');

  await signIn(page, `intrus.${email}`);
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect' })).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('the creation flow asks a company for its details first, then registers it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/create/company/authenticate?evt=3&assoc=5');
  await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
  const details = page.getByRole('form', { name: 'Informations de l’entreprise' });
  await details.getByRole('button', { name: 'Continuer' }).click();
  await expect(details.getByText('Le téléphone fixe est obligatoire')).toBeVisible();
  const toaster = page.locator('[data-rht-toaster]');
  await toaster.getByRole('button', { name: 'Fermer' }).click();
  await expect(toaster.getByText('Attention')).toHaveCount(0);
  await details.getByLabel(label('Nom de l’entreprise')).fill('Boulangerie du Port');
  await details.getByLabel(label('Numéro SIREN')).fill('542051180');
  await details.getByLabel(label('Forme juridique')).selectOption('SAS');
  await details.getByLabel(label('Téléphone fixe')).fill('02 40 00 00 00');
  await details.getByLabel(label('Adresse du siège social')).fill('1 quai de la Fosse');
  await details.getByLabel(label('Code postal')).first().fill('44000');
  await details.getByLabel(label('Ville')).first().fill('Nantes');
  await details.getByLabel(label('Prénom')).fill('Anne');
  await details.getByLabel(label('Nom')).fill('Guérin');
  await details.getByLabel(label('E-mail')).fill('anne.guerin@exemple.fr');
  await details.getByLabel(label('Date de naissance')).fill('15-09-1970');
  await details.getByLabel(label('Adresse')).last().fill('3 rue Crébillon');
  await details.getByLabel(label('Code postal')).last().fill('44000');
  await details.getByLabel(label('Ville')).last().fill('Nantes');
  await checkPage(page, 'creation-company-details');
  await details.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
  const form = page.getByRole('form', { name: 'Inscription' });
  await expect(form.getByLabel(label('Nom de l’entreprise'))).toHaveValue('Boulangerie du Port');
  await form
    .getByRole('group', { name: /Civilité du représentant légal/ })
    .getByRole('radio', { name: 'Mme', exact: true })
    .check();
  await fillPerson(page, form, `anne.${unique()}@boulangerie.fr`, 'Anne');
  await checkPage(page, 'creation-authenticate');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/create\/company\/details\?evt=3&assoc=5$/, AFTER_SUBMIT);
  await page.goto('/company/profile');
  await expect(page.getByRole('form', { name: 'Mon entreprise' }).getByLabel(label('Téléphone fixe (facultatif)'))).toHaveValue(
    '02 40 00 00 00',
  );
  expect(errors).toEqual([]);
});

test('a forgotten password is reset through the link found in the outbox', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const email = `oubli.${unique()}@exemple.fr`;
  const signup = await request.post('/api/v1/user/signup/private', {
    data: { user: { ...PERSON_API, email } },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const modal = page.getByRole('dialog', { name: 'Réinitialiser votre mot de passe' });
  await modal.getByLabel(label('E-mail')).fill('inconnu@exemple.fr');
  await modal.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "L'e-mail n'existe pas dans la base de données." })).toBeVisible();
  await modal.getByLabel(label('E-mail')).fill(email);
  await checkPage(page, 'forgot-password');
  await modal.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Un e-mail est envoyé pour vous permettre de changer votre mot de passe')).toBeVisible();
  await expect(modal).toHaveCount(0);

  // The e-mail is sent by a background job: wait for it in the dev outbox.
  let link: string | undefined;
  await expect(async () => {
    const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, OUTBOX_REQUEST);
    const [mail] = (await outbox.json()) as Array<{ text: string }>;
    link = mail?.text.match(/https?:\/\/\S+(\/reinitialiser-mot-de-passe\?token=\S+)/)?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  await page.goto(link as string);
  const form = page.getByRole('form', { name: 'Nouveau mot de passe' });
  await form.getByLabel(label('Nouveau mot de passe')).fill('Retrouve-2026!');
  await form.getByLabel(label('Confirmation du mot de passe')).fill('Retrouve-2026!');
  await checkPage(page, 'reset-password');
  await form.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(page).toHaveURL(new RegExp(`${AUTH_PATH}$`), AFTER_SUBMIT);
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe est mis à jour' })).toBeVisible();
  await signIn(page, email, 'Retrouve-2026!');
  await expect(page).toHaveURL(/\/$/, AFTER_SUBMIT);

  await page.goto(link as string);
  const again = page.getByRole('form', { name: 'Nouveau mot de passe' });
  await again.getByLabel(label('Nouveau mot de passe')).fill('Encore-2026!');
  await again.getByLabel(label('Confirmation du mot de passe')).fill('Encore-2026!');
  await again.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien a déjà été utilisé' })).toBeVisible();
  await checkPage(page, 'reset-link-used');
  expect(errors.filter((e) => !/404|422/.test(e))).toEqual([]);
});

test('without Facebook configured, no Facebook button shows; the completion page never uses a token from its address and says the service is off', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(AUTH_PATH);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter avec Facebook' })).toHaveCount(0);
  // A token in the address (the old implicit flow) is never used.
  await page.goto(`/login/facebook?${new URLSearchParams({ firstname: 'Nadia', facebook_token: 'jeton', facebook_id: '1' })}`);
  await expect(page.getByText(/Connectez-vous d’abord avec Facebook/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Inscription avec Facebook' })).toHaveCount(0);
  // As the callback opens the completion: names in the address, the sign-up ticket in the history entry's state.
  const query = new URLSearchParams({ firstname: 'Nadia', name: 'Benali', email: 'nadia@exemple.fr', facebook_id: '1' });
  await page.goto(`/login/facebook?${query}`);
  await page.evaluate(() => window.history.replaceState({ usr: { facebook_token: 'ticket-de-test' }, key: 'e2e', idx: 0 }, ''));
  await page.reload();
  expect(page.url()).not.toMatch(/token|ticket/);
  const form = await fillFacebookCompletion(page);
  await checkPage(page, 'facebook-completion');
  await form.getByRole('button', { name: 'Inscription' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "La connexion avec Facebook n'est pas disponible" })).toBeVisible();
  expect(errors.filter((e) => !e.includes('503'))).toEqual([]);
});
