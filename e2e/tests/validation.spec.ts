import { expect, test } from '@playwright/test';
import { requestResetLink, resetWithLink } from '../support/mailbox';
import { createUser } from '../support/users';

test('sign-in shows the spec messages in the red banner above the form', async ({ page }) => {
  await page.goto('/');
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez entrer votre adresse email');
  await page.getByLabel('Email').fill('camille');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez entrer une adresse email valide');
  await page.getByLabel('Email').fill('camille@example.fr');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez entrer votre mot de passe');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Inconnu1!');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await expect(page).toHaveURL('/');
});

test('sign-up refuses blank names, a weak password and a known address', async ({ page, request }) => {
  const existing = await createUser(request);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await page.getByLabel('Prénom').fill('   ');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez remplir tous les champs');
  await page.getByLabel('Prénom').fill('Alex');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse1');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Le mot de passe ne respecte pas les critères de sécurité');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Motdepasse1!');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Un compte existe déjà avec cette adresse email');
  await expect(page).toHaveURL('/');
});

test('reset refuses a weak password, then two different ones, and a link used meanwhile', async ({ page, request }) => {
  const user = await createUser(request);
  const link = await requestResetLink(request, user.email);
  await page.goto(link);
  const submit = page.getByRole('button', { name: 'Mettre à jour le mot de passe' });
  await page.getByLabel('Nouveau mot de passe').fill('court');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Le mot de passe ne respecte pas les critères de sécurité');
  await page.getByLabel('Nouveau mot de passe').fill('Motdepasse1!');
  await page.getByLabel('Confirmer le mot de passe').fill('Motdepasse2!');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas');
  // Meanwhile the link sets a password in another tab: this page's submit is refused.
  await resetWithLink(request, link, 'Autremot2?passe');
  await page.getByLabel('Confirmer le mot de passe').fill('Motdepasse1!');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText("Ce lien de réinitialisation n'est plus valide");
});

test('a used reset link says so as the page opens, with a button to ask for a new one', async ({ page, request }) => {
  const user = await createUser(request);
  const link = await requestResetLink(request, user.email);
  await resetWithLink(request, link, 'Autremot2?passe');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ce lien n’est plus valide' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('a déjà servi, a expiré ou a été remplacé');
  await expect(page.getByLabel('Nouveau mot de passe')).toHaveCount(0);

  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte de réception !' })).toBeVisible();
});
