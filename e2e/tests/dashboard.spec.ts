import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForEmail } from '../support/mailbox';
import { E2E_URL } from '../support/server';
import { PASSWORD, signOutThroughMenu } from '../support/users';

// A 2×2 PNG, enough for the server to decode, resize and re-encode.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const ANSWERS: Record<string, Record<string, unknown>> = {
  '1-1': { choices: ['autonomy'] },
  '1-2': { text: 'Un projet utile.' },
  '1-3': { scale: 7 },
  '2-1': { choices: ['analysis'] },
  '2-2': { text: 'Démêler des problèmes.' },
  '2-3': { scale: 6 },
  '3-1': { choices: ['remote'] },
  '3-2': { text: 'Au calme.' },
  '3-3': { scale: 5 },
  '4-1': { choices: ['technical_expertise'] },
  '4-2': { text: 'Devenir experte.' },
  '4-3': { scale: 8 },
};

/** The signed-in person (support/fixtures.ts) opens the dashboard and is welcomed. */
async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Bienvenue Camille !')).toBeVisible();
}

test('the dashboard on a desktop and on a phone, from the user’s own data', async ({ page }, testInfo) => {
  await openDashboard(page);
  // A new account: 50 points for a full name, every score at 0 %.
  await expect(page.getByText('Vos points : 50')).toBeVisible();
  for (const label of ['Ikigai', 'Bien-être', 'Santé mentale', 'Performance']) {
    await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', '0');
  }
  // Recent activity is real: the welcome notification of the sign-up; nothing planned yet.
  await expect(page.getByRole('listitem').filter({ hasText: 'Bienvenue sur Votre assistant !' })).toBeVisible();
  await expect(page.getByText('Aucune activité prévue.', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Progression' }),
  ).toBeVisible();
  await testInfo.attach('dashboard-desktop', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Ouvrir le menu', exact: true }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Communauté' })).toBeVisible();
  await testInfo.attach('dashboard-phone-menu', { body: await page.screenshot(), contentType: 'image/png' });
  await menu.getByRole('link', { name: 'Communauté' }).click();
  await expect(page).toHaveURL('/dashboard/community');
  await expect(page.getByRole('heading', { name: 'Communauté' })).toBeVisible();
  await testInfo.attach('dashboard-phone', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('every dashboard page of the spec exists, with a translated empty state where its feature is still to come', async ({
  page,
}) => {
  await openDashboard(page);
  for (const [path, heading] of [
    ['progression', 'Progression'],
    ['activities', 'Activités'],
    ['community', 'Communauté'],
    ['notifications', 'Notifications'],
    ['security', 'Sécurité'],
    ['settings', 'Paramètres'],
    ['tests', 'Tests'],
    ['progress', 'Progression détaillée'],
    ['recommendations', 'Recommandations'],
  ]) {
    await page.goto(`/dashboard/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the bell count rises while the page is open, and mark all read clears it', async ({ page }) => {
  await openDashboard(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // The welcome notification of the sign-up.
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue');

  // Completing the questionnaire elsewhere (the same account, another tab) creates notifications.
  for (const [questionId, body] of Object.entries(ANSWERS)) {
    const response = await page.request.put(`${E2E_URL}/api/onboarding/answers/${questionId}`, {
      data: body,
      headers: { origin: E2E_URL },
    });
    expect(response.ok()).toBe(true);
  }
  // No reload: the count changes by itself.
  await expect(bell).toHaveAccessibleName(/Notifications, [23] non lues/, { timeout: 5_000 });
  await expect(page.getByText('Vos points : 150')).toBeVisible();

  await bell.click();
  await expect(page.getByRole('dialog').getByText('Parcours IKIGAI terminé')).toBeVisible();
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});

test('the notifications page filters, marks read and deletes', async ({ page }) => {
  await openDashboard(page);
  await page.goto('/dashboard/notifications');
  await expect(page.getByText('1 notification non lue')).toBeVisible();
  await expect(page.getByText('Bienvenue sur Votre assistant !')).toBeVisible();
  await page.getByRole('button', { name: 'Réussites' }).click();
  await expect(page.getByText('Aucune notification', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Toutes' }).click();
  await page.getByRole('button', { name: 'Marquer comme lu : Bienvenue sur Votre assistant !' }).click();
  await expect(page.getByText('Aucune notification non lue')).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer : Bienvenue sur Votre assistant !' }).click();
  await expect(page.getByText('Aucune notification', { exact: true })).toBeVisible();
});

test('theme and language saved in settings come back after sign-out and sign-in on another device', async ({
  page,
  browser,
  user,
}) => {
  await openDashboard(page);
  await page.goto('/dashboard/settings');
  await page.getByRole('radio', { name: 'Sombre' }).click();
  await expect(page.getByText('Thème sombre activé')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('switch', { name: 'Mises à jour du produit' }).click();
  await expect(page.getByText('Mises à jour du produit activé')).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await signOutThroughMenu(page);
  await expect(page).toHaveURL('/');

  const other = await browser.newPage({ locale: 'fr-FR' });
  await other.goto('/dashboard');
  await expect(other.locator('html')).not.toHaveClass(/dark/);
  await other.getByLabel('Email').fill(user.email);
  await other.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Se connecter' }).click();
  await expect(other.getByText('Welcome Camille!')).toBeVisible();
  await expect(other.locator('html')).toHaveClass(/dark/);
  await other.goto('/dashboard/settings');
  await expect(other.getByRole('switch', { name: 'Product updates' })).toHaveAttribute('aria-checked', 'true');
  await other.close();
});

test('a photo chosen from the profile menu becomes the avatar; a text file is refused', async ({ page }) => {
  await openDashboard(page);
  const input = page.locator('#menu-photo-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await expect(page.getByText('Seules les images sont autorisées')).toBeVisible();

  await page.getByRole('button', { name: 'Ouvrir le menu du profil' }).click();
  await expect(page.getByRole('menuitem', { name: 'Changer la photo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await input.setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Photo de profil mise à jour')).toBeVisible();
  const avatar = page
    .getByRole('button', { name: 'Ouvrir le menu du profil' })
    .getByRole('img', { name: 'Photo de profil de Camille Durand' });
  await expect(avatar).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]{36}$/);
  expect(await avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(512);
});

test('the support dialog sends a message to a human and confirms it', async ({ page, user }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contactez-nous' });
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
  await expect(dialog.getByLabel('Nom')).toHaveValue('Camille Durand');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez remplir tous les champs');
  await dialog.getByLabel('Sujet').fill('Question sur mes données');
  await dialog.getByLabel('Message').fill('Bonjour, comment exporter mes réponses ?');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Votre message a bien été envoyé')).toBeVisible();
  const confirmation = await waitForEmail(user.email, /Nous avons bien reçu votre message|reçu votre message/);
  // The acknowledgement repeats nothing typed in the form (ADR 0021).
  expect(confirmation.body).toContain('formulaire de contact');
  expect(confirmation.body).not.toContain('Question sur mes données');
});
