import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_URL } from '../support/server';
import { createUser, signInThroughForm } from '../support/users';

test('a protected page sends a visitor to sign in, then back where they were going', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/onboarding');
  await expect(page).toHaveURL('/');
  await signInThroughForm(page, user.email);
  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByText('Session 1/4')).toBeVisible();
});

test('a signed-out visitor of the dashboard signs in and gets it; a signed-in visitor of / goes on to it', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  // The dashboard's data is asked for as the page opens (a 401 while signed out, then dropped).
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
  await signInThroughForm(page, user.email);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenue/ })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');
});

test('a session that ends during a visit leads to sign-in, then back to the same page', async ({ page }) => {
  // Signed in through this browser's own context, then signed out behind the page's back.
  const user = await createUser(page.context().request);
  // The page is up, its bell's list in, before the session ends: then the switch's call is the
  // first to meet the ended session.
  const bellList = page.waitForResponse((response) => response.url().includes('/api/notifications?'));
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Paramètres' })).toBeVisible();
  expect((await bellList).ok()).toBe(true);
  const signOut = await page.request.post(`${E2E_URL}/api/auth/sign-out`, { data: {}, headers: { origin: E2E_URL } });
  expect(signOut.ok()).toBe(true);

  await page.getByRole('switch', { name: 'Mises à jour du produit' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
  await signInThroughForm(page, user.email);
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('switch', { name: 'Mises à jour du produit' })).toHaveAttribute('aria-checked', 'false');
});

test('an unknown path and a reset page without a token lead home', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page).toHaveURL('/');
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/');
});

test('the footer leads to the legal pages, each with a back button, and to support', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('confidentialité');
  await page.getByRole('button', { name: 'Retour' }).click();
  await page.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('3114')).toBeVisible();
});

test('the Google callback shows an error, then goes home after 3 s', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied');
  await expect(page.getByRole('heading', { name: "Erreur d'authentification" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Une erreur est survenue lors de la connexion avec Google');
  await expect(page).toHaveURL('/', { timeout: 5_000 });
});

test('the Google callback without a session says so', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByRole('alert')).toHaveText('No user session found');
  await expect(page).toHaveURL('/', { timeout: 5_000 });
});

test('a failed session check shows the authentication error panel with a way home', async ({ page }) => {
  await page.route('**/api/auth/get-session', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: "Erreur d'authentification" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('Impossible de joindre le serveur');
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
});

for (const { language, chunk, title, retry, home } of [
  {
    language: 'fr',
    chunk: /\/assets\/fr-[^/]+\.js$/,
    title: 'L’application n’a pas pu se charger',
    retry: 'Réessayer',
    home: 'Connexion',
  },
  {
    language: 'en',
    chunk: /\/assets\/en-[^/]+\.js$/,
    title: 'The app could not load',
    retry: 'Try again',
    home: 'Sign in',
  },
]) {
  test(`without its translations (${language}), the app says it could not load and tries again`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('app-language', chosen), language);
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page, `boot failed (${language})`);
    // Never a translation key in place of its text.
    await expect(page.getByText(/^[a-z]+(\.[a-zA-Z]+)+$/)).toHaveCount(0);

    await page.unroute(chunk);
    await page.getByRole('button', { name: retry }).click();
    await expect(page.getByRole('tab', { name: home })).toBeVisible();
  });
}
