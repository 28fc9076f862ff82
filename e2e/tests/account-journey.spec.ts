import { expect, test } from '@playwright/test';
import { waitForEmail } from '../support/mailbox';
import { newEmail, PASSWORD, signInThroughForm, signOutThroughMenu } from '../support/users';

const NEW_PASSWORD = 'Nouveau2?motdepasse';

test('a newcomer signs up in French, signs out and in, resets the password and signs in with it', async ({ page }) => {
  const email = newEmail();

  await test.step('sign up', async () => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Durand');
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('motdepasse');
    await expect(page.getByRole('listitem').filter({ hasText: 'Une lettre majuscule' })).toContainText(
      'critère manquant',
    );
    await password.fill(PASSWORD);
    for (const criterion of [
      'Au moins 8 caractères',
      'Une lettre majuscule',
      'Une lettre minuscule',
      'Un chiffre',
      'Un caractère spécial',
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: criterion })).toContainText('critère rempli');
    }
    await page.getByLabel('Vous êtes').selectOption({ label: 'Manager/Cadre' });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Inscription réussie !' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Commencer mon parcours IKIGAI' })).toBeVisible();
    const welcome = await waitForEmail(email, /Bienvenue sur Votre assistant/);
    expect(welcome.body).toContain('Bonjour Camille');
  });

  await test.step('is welcomed on the dashboard, then signs out', async () => {
    await page.getByRole('link', { name: 'Plus tard, aller au tableau de bord' }).click();
    await expect(page.getByText('Bienvenue Camille !')).toBeVisible();
    await signOutThroughMenu(page);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('signs in again', async () => {
    await signInThroughForm(page, email);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Bienvenue Camille !')).toBeVisible();
    await signOutThroughMenu(page);
    await expect(page).toHaveURL('/');
  });

  await test.step('forgets the password and asks for a link', async () => {
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte de réception !' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Back home by itself after 5 s.
    await expect(page).toHaveURL('/', { timeout: 8_000 });
  });

  await test.step('follows the link of the e-mail and sets a new password', async () => {
    const message = await waitForEmail(email, /Réinitialisation de votre mot de passe/);
    const link = message.body.match(/http:\/\/localhost:\d+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe a été mis à jour.')).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 6_000 });
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
    await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Bienvenue Camille !')).toBeVisible();
  });
});
