import { expect, test } from '@playwright/test';
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

test('reset refuses a weak password, then two different ones, and an expired link', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  const submit = page.getByRole('button', { name: 'Mettre à jour le mot de passe' });
  await page.getByLabel('Nouveau mot de passe').fill('court');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Le mot de passe ne respecte pas les critères de sécurité');
  await page.getByLabel('Nouveau mot de passe').fill('Motdepasse1!');
  await page.getByLabel('Confirmer le mot de passe').fill('Motdepasse2!');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas');
  await page.getByLabel('Confirmer le mot de passe').fill('Motdepasse1!');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText("Ce lien de réinitialisation n'est plus valide");
});
