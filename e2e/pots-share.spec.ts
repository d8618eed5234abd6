/**
 * Share by e-mail in Chromium at 390x844: the organiser invites from the typed list and a .txt file
 * (with the spec's messages for a bad list), the invitation e-mail reaches the server's outbox with a
 * decline link, and the invitee declines on the page it opens.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, appStarted } from './support';
import { latestMailTo } from './public-site.support';
import { checkPage, closeToasts, createPot, prepareContext, signUp, unique } from './pots-support';

test('the organiser invites by e-mail, and the invitee declines from the e-mail link', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  await prepareContext(context, token);
  const errors = collectConsoleErrors(page);
  await page.goto(`/participate/${pot.id}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Inviter par e-mail' }).click();
  const modal = page.getByRole('dialog', { name: 'Partage par e-mail (max 500 invités)' });
  await modal.getByRole('button', { name: 'Envoyer les invitations' }).click();
  await expect(modal.getByRole('alert')).toHaveText("Merci d'ajouter au moins une adresse e-mail");
  await modal.getByLabel('Adresses e-mail de vos invités').fill('marie@exemple.fr, pas-un-email');
  await modal.getByRole('button', { name: 'Envoyer les invitations' }).click();
  await expect(modal.getByRole('alert')).toHaveText("Le format de l'e-mail est invalide : pas-un-email");
  await checkPage(page, errors, 'share-emails-errors');

  const typed = `invite.${unique()}@exemple.fr`;
  const fromFile = `fichier.${unique()}@exemple.fr`;
  await modal.getByLabel('Adresses e-mail de vos invités').fill(typed);
  await modal
    .getByLabel('Ou importez une liste (.csv ou .txt)')
    .setInputFiles({ name: 'invites.txt', mimeType: 'text/plain', buffer: Buffer.from(`email\n${fromFile}\n${typed}\n`) });
  await checkPage(page, errors, 'share-emails');
  await modal.getByRole('button', { name: 'Envoyer les invitations' }).click();
  await expect(page.getByText('Un e-mail a été envoyé à vos amis')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await closeToasts(page);

  const mail = await latestMailTo(fromFile);
  expect(mail).toContain(`/participate/${pot.id}`);
  expect(mail).toContain(pot.name);
  await latestMailTo(typed);
  const link = /(http:\/\/[^\s"]+\/invitation\/refus\?token=[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Refuser l’invitation' })).toBeVisible();
  await checkPage(page, errors, 'decline');
  await page.getByRole('button', { name: 'Je refuse l’invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "Votre refus a bien été enregistré : vous ne recevrez plus d'invitation pour cette cagnotte.",
  );
  await checkPage(page, errors, 'declined');
});
