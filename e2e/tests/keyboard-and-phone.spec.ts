import { test as signedOut, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { answerCurrentQuestion, next } from '../support/onboarding';
import { newEmail, PASSWORD, signInThroughForm } from '../support/users';

/** The dashboard of the signed-in person (support/fixtures.ts), once it has loaded. */
async function openDashboard(page: Page, path = '/dashboard') {
  await page.goto(path);
  await expect(page.getByText('Bienvenue Camille !')).toBeVisible();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

test.describe('keyboard', () => {
  test('after « Suivant », « Précédent » and the bonus, the focus is on the new question’s heading', async ({
    page,
  }) => {
    await page.goto('/onboarding');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(page.getByText('Question 1 sur 12')).toBeVisible();
    // The position is announced politely as it changes.
    await expect(page.getByText('Question 1 sur 12')).toHaveAttribute('aria-live', 'polite');

    await answerCurrentQuestion(page);
    await next(page);
    await expect(page.getByText('Question 2 sur 12')).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(/./);

    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByText('Question 1 sur 12')).toBeVisible();
    await expect(heading).toBeFocused();

    await next(page);
    await expect(page.getByText('Question 2 sur 12')).toBeVisible();
    await answerCurrentQuestion(page);
    await next(page);
    await expect(page.getByText('Question 3 sur 12')).toBeVisible();
    await answerCurrentQuestion(page);
    await next(page);
    // The bonus moment is on screen; the heading takes the focus once it has gone.
    await expect(page.getByText('+50 points !')).toBeVisible();
    await expect(page.getByText('+50 points !')).toBeHidden();
    await expect(page.getByText('Question 4 sur 12')).toBeVisible();
    await expect(heading).toBeFocused();
  });

  test('each page has its own title in the interface’s language', async ({ page }) => {
    await openDashboard(page);
    await expect(page).toHaveTitle('Tableau de bord · Votre assistant');
    await page.goto('/dashboard/settings');
    await expect(page).toHaveTitle('Paramètres · Votre assistant');
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page).toHaveTitle('Settings · Votre assistant');
    await page.getByRole('link', { name: 'Community' }).first().click();
    await expect(page).toHaveTitle('Community · Votre assistant');
  });

  signedOut('signed out, the titles follow the language switch', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Connexion · Votre assistant');
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveTitle('Mentions légales · Votre assistant');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page).toHaveTitle('Legal notice · Votre assistant');

    for (const [path, title] of [
      ['/', 'Sign in · Votre assistant'],
      ['/confidentialite', 'Privacy policy · Votre assistant'],
      ['/support', 'Support · Votre assistant'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('a skip link comes first and leads to the main content; landmarks and one h1 per page', async ({ page }) => {
    await openDashboard(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on inside the page, past the header and the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);

    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue Camille !' })).toBeVisible();
    for (const path of ['/dashboard', '/dashboard/settings', '/dashboard/notifications', '/dashboard/security']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('the settings’ radio groups: one tab stop each, the arrow keys move and choose', async ({ page }) => {
    await openDashboard(page, '/dashboard/settings');
    const theme = page.getByRole('radiogroup', { name: 'Thème' });
    await theme.getByRole('radio', { name: 'Clair' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(theme.getByRole('radio', { name: 'Sombre' })).toBeFocused();
    await expect(theme.getByRole('radio', { name: 'Sombre' })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByText('Thème sombre activé')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(theme.getByRole('radio', { name: 'Clair' })).toBeChecked();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.keyboard.press('ArrowUp');
    await expect(theme.getByRole('radio', { name: 'Système' })).toBeChecked();
    await expect(page.getByText('Thème du système activé')).toBeVisible();
    // Tab leaves the group: the next stop is the language group's chosen option.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Français' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Système' })).toBeChecked();
  });

  test('closing the chat, a dialog or a menu gives the focus back to what opened it', async ({ page }) => {
    await openDashboard(page);
    const chatButton = page.getByRole('button', { name: 'Ouvrir l’assistant QVCT' });
    await chatButton.click();
    await expect(page.getByRole('dialog', { name: 'Assistant QVCT' })).toBeVisible();
    // Opened, the panel has the focus in its text box.
    await expect(page.getByRole('textbox', { name: 'Votre message' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(chatButton).toBeFocused();
    await chatButton.click();
    await page.getByRole('button', { name: 'Fermer l’assistant' }).click();
    await expect(chatButton).toBeFocused();

    const support = page.getByRole('button', { name: 'Support' });
    await support.click();
    await expect(page.getByRole('dialog', { name: 'Contactez-nous' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(support).toBeFocused();

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell).toBeFocused();

    const profile = page.getByRole('button', { name: 'Ouvrir le menu du profil' });
    await profile.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toBeFocused();

    // The photo's file picker, opened from the profile menu: back on the menu's button after it.
    await profile.click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Changer la photo' }).click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') });
    await expect(page.getByText('Seules les images sont autorisées')).toBeVisible();
    await expect(profile).toBeFocused();
  });
});

test.describe('phone', () => {
  test('at 390 px the chat button never covers « Support », even scrolled to the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/dashboard', '/dashboard/settings', '/dashboard/community']) {
      await openDashboard(page, path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
        .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
      const chat = await boxOf(page.getByRole('button', { name: 'Ouvrir l’assistant QVCT' }));
      const support = await boxOf(page.getByRole('button', { name: 'Support' }));
      const overlaps =
        chat.x < support.x + support.width &&
        support.x < chat.x + chat.width &&
        chat.y < support.y + support.height &&
        support.y < chat.y + chat.height;
      expect(overlaps, `${path}: chat ${JSON.stringify(chat)} over Support ${JSON.stringify(support)}`).toBe(false);
    }
  });

  test('at 320 px the greeting is shown whole, inside the header', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openDashboard(page);
    const greeting = page.getByRole('heading', { level: 1, name: 'Bienvenue Camille !' });
    const fits = await greeting.evaluate((element) => ({
      wide: element.scrollWidth <= element.clientWidth,
      tall: element.scrollHeight <= element.clientHeight,
      clipped: getComputedStyle(element).textOverflow === 'ellipsis',
    }));
    expect(fits).toEqual({ wide: true, tall: true, clipped: false });
    const box = await boxOf(greeting);
    const header = await boxOf(page.getByRole('banner'));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    // The header's controls stay on screen beside it.
    const menu = await boxOf(page.getByRole('button', { name: 'Ouvrir le menu', exact: true }));
    expect(menu.x + menu.width).toBeLessThanOrEqual(320);
    expect(box.x + box.width).toBeLessThanOrEqual(menu.x);
  });

  test('the phone menu: an icon close button, and every destination of the desktop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    const open = page.getByRole('button', { name: 'Ouvrir le menu', exact: true });
    await open.click();
    const menu = page.getByRole('dialog');
    const close = menu.getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toBeVisible();
    // An icon with an accessible name, not a text pill.
    await expect(close).toHaveText('');
    const closeBox = await boxOf(close);
    expect(closeBox.height).toBeLessThanOrEqual(44);
    for (const name of [
      'Accueil',
      'Progression',
      'Activités',
      'Communauté',
      'Notifications',
      'Paramètres',
      'Sécurité',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await close.click();
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    for (const [name, path] of [
      ['Notifications', '/dashboard/notifications'],
      ['Paramètres', '/dashboard/settings'],
      ['Sécurité', '/dashboard/security'],
    ] as const) {
      await open.click();
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(menu).toBeHidden();
    }
  });
});

signedOut('the theme chosen before signing up is the account’s theme on another device', async ({ page, browser }) => {
  const email = newEmail();
  await page.goto('/');
  await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('tab', { name: 'Inscription' }).click();
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Inscription réussie !' })).toBeVisible();

  // A new browser context: nothing stored on this device, light until signed in.
  const other = await browser.newContext({ locale: 'fr-FR' });
  const phone = await other.newPage();
  await phone.goto('/');
  await expect(phone.locator('html')).not.toHaveClass(/dark/);
  await signInThroughForm(phone, email);
  await expect(phone.getByText('Bienvenue Camille !')).toBeVisible();
  await expect(phone.locator('html')).toHaveClass(/dark/);
  await phone.goto('/dashboard/settings');
  await expect(phone.getByRole('radio', { name: 'Sombre' })).toBeChecked();
  await other.close();
});
