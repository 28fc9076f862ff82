import { expect, test } from '@playwright/test';
import { createUser, PASSWORD } from '../support/users';

test('the language switch turns the whole screen to English and is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sign up' })).toBeVisible();
  await page.getByRole('button', { name: 'Passer en français' }).click();
  await expect(page.getByRole('tab', { name: 'Inscription' })).toBeVisible();
});

test('the language saved in the account wins on a new device', async ({ browser, request }) => {
  const user = await createUser(request);
  const laptop = await browser.newPage();
  await laptop.goto('/');
  await laptop.getByLabel('Email').fill(user.email);
  await laptop.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await laptop.getByRole('button', { name: 'Se connecter' }).click();
  await expect(laptop.getByText('Bienvenue Camille !')).toBeVisible();
  await laptop.goto('/dashboard/settings');
  await laptop.getByRole('radio', { name: 'English' }).click();
  await expect(laptop.getByText('Welcome Camille!')).toBeVisible();
  await expect(laptop.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await laptop.close();

  // A fresh browser context in French: once signed in, the saved English takes over.
  const phone = await browser.newPage({ locale: 'fr-FR' });
  await phone.goto('/');
  await phone.getByLabel('Email').fill(user.email);
  await phone.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Se connecter' }).click();
  await expect(phone.getByText('Welcome Camille!')).toBeVisible();
  await phone.close();
});

test('the dark theme is kept across reloads and applied before the first paint', async ({ page }) => {
  // Records the theme class at the moment <body> appears, before any app script runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint =
          document.documentElement.classList.contains('dark');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('ikigai-theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint)).toBe(true);
  await expect(page.getByRole('button', { name: 'Activer le thème clair' })).toBeVisible();
});
