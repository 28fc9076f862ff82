import { test as visitorTest, type Page } from '@playwright/test';
import {
  accessibilityViolations,
  expectAccessible,
  expectAccessibleInEveryLook,
  PHONE,
} from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { answerCurrentQuestion, next } from '../support/onboarding';
import { PASSWORD } from '../support/users';

/**
 * axe-core (WCAG 2.1 A and AA) on every page and state of the app, in French and English, light and
 * dark, at phone and desktop widths (ADR 0035). Each state is checked in its four looks without a
 * reload; a violation fails the test after the whole run, listed with its rule, target and state.
 */

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await ready(page);
}

/** Stops the page's timers (a bonus, a redirect, a toast) while a passing state is checked. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

async function signedOutPages(page: Page) {
  await page.clock.install();
  await visit(page, '/', (p) => expect(p.getByRole('tab', { name: /^(Connexion|Sign in)$/ })).toBeVisible());
  await expectAccessibleInEveryLook(page, 'sign-in');

  await page.getByRole('button', { name: /^(Se connecter|Sign in)$/ }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessibleInEveryLook(page, 'sign-in with errors');

  await page.getByRole('tab', { name: /^(Inscription|Sign up)$/ }).click();
  await expect(page.getByRole('button', { name: /^(Créer mon compte|Create my account)$/ })).toBeVisible();
  await expectAccessibleInEveryLook(page, 'sign-up');
  // The password's criteria, met: the checklist in the success colour.
  await page.getByLabel(/^(Mot de passe|Password)$/).fill(PASSWORD);
  await expectAccessibleInEveryLook(page, 'sign-up, a strong password');

  await page.getByRole('tab', { name: /^(Connexion|Sign in)$/ }).click();
  await page.getByRole('button', { name: /^(Mot de passe oublié|Forgot your password)/ }).click();
  await expect(page.getByRole('button', { name: /^(Envoyer le lien|Send the link)$/ })).toBeVisible();
  await expectAccessibleInEveryLook(page, 'forgot password');

  await visit(page, '/reset-password?token=not-a-real-token', heading);
  await expectAccessibleInEveryLook(page, 'reset password, link no longer valid');

  // The form itself, as a valid link from an e-mail shows it.
  await page.route('**/api/auth/reset-password/check*', (route) => route.fulfill({ json: { valid: true } }));
  await visit(page, '/reset-password?token=a-valid-token', (p) =>
    expect(p.getByLabel(/^(Nouveau mot de passe|New password)$/)).toBeVisible(),
  );
  await expectAccessibleInEveryLook(page, 'reset password form');
  // Its success note, shown 3 s before going home.
  await page.route('**/api/auth/reset-password', (route) => route.fulfill({ json: { status: true } }));
  await page.getByLabel(/^(Nouveau mot de passe|New password)$/).fill(PASSWORD);
  await page.getByLabel(/^(Confirmer le mot de passe|Confirm password)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Mettre à jour le mot de passe|Update (my|the) password)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /mot de passe|password/i })).toBeVisible();
  await pauseClock(page);
  await expectAccessibleInEveryLook(page, 'reset password, done', { pausedClock: true });
  await page.clock.resume();
  await page.unrouteAll();

  // Each of these pages goes home by itself after a few seconds: the clock stands still meanwhile.
  await visit(page, '/reset-password-confirmation', heading);
  await pauseClock(page);
  await expectAccessibleInEveryLook(page, 'reset confirmation', { pausedClock: true });
  await page.clock.resume();

  for (const path of ['/mentions-legales', '/confidentialite', '/accessibilite', '/support']) {
    await visit(page, path, heading);
    await expectAccessibleInEveryLook(page, path);
  }

  await visit(page, '/auth/callback?error=access_denied', (p) => expect(p.getByRole('alert')).toBeVisible());
  await pauseClock(page);
  await expectAccessibleInEveryLook(page, '/auth/callback with an error', { pausedClock: true });
  await page.clock.resume();
}

visitorTest('signed-out pages in French', async ({ page }) => {
  visitorTest.setTimeout(240_000);
  await signedOutPages(page);
});

visitorTest.describe('in English', () => {
  visitorTest.use({ locale: 'en-GB' });
  visitorTest('signed-out pages in English', async ({ page }) => {
    visitorTest.setTimeout(240_000);
    await signedOutPages(page);
  });
});

async function onboarding(page: Page) {
  await visit(page, '/onboarding', (p) => expect(p.getByText('Session 1/4')).toBeVisible());
  await expectAccessibleInEveryLook(page, 'onboarding, a multiple choice');
  await answerCurrentQuestion(page);
  await expectAccessibleInEveryLook(page, 'onboarding, a multiple choice answered');
  await next(page);
  await expect(page.getByRole('textbox')).toBeVisible();
  await answerCurrentQuestion(page);
  await expectAccessibleInEveryLook(page, 'onboarding, a text');
  await next(page);
  await expect(page.getByRole('slider')).toBeVisible();
  await answerCurrentQuestion(page);
  await expectAccessibleInEveryLook(page, 'onboarding, a scale');
  await next(page);

  // The bonus shows for 2.2 s: the page's clock stands still while it is checked.
  const bonus = page.getByText(/^\+50 points\s?!$/);
  await expect(bonus).toBeVisible();
  await pauseClock(page);
  await expectAccessibleInEveryLook(page, 'onboarding, the bonus', { pausedClock: true });
  await page.clock.resume();
  await expect(bonus).toBeHidden();

  for (let question = 4; question <= 12; question++) {
    await expect(page.getByText(new RegExp(`^Question ${question} (sur|of) 12$`))).toBeVisible();
    await answerCurrentQuestion(page);
    await next(page);
    if (question === 6 || question === 9) await expect(bonus).toBeHidden();
  }

  // The analysis leads to the summary after 5 s: the clock stands still here too.
  await expect(page).toHaveURL('/analysis');
  await pauseClock(page);
  await expectAccessibleInEveryLook(page, 'analysis', { pausedClock: true });
  await page.clock.resume();

  await expect(page).toHaveURL('/summary', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectAccessibleInEveryLook(page, 'summary');
}

const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/notifications',
  '/dashboard/settings',
  '/dashboard/progression',
  '/dashboard/activities',
  '/dashboard/community',
  '/dashboard/security',
  '/dashboard/tests',
  '/dashboard/progress',
  '/dashboard/recommendations',
];

async function dashboard(page: Page) {
  for (const path of DASHBOARD_PAGES) {
    await visit(page, path, (p) => expect(p.getByRole('main').getByRole('heading').first()).toBeVisible());
    await expectAccessibleInEveryLook(page, path);
  }

  await visit(page, '/dashboard', (p) => expect(p.getByRole('main').getByRole('heading').first()).toBeVisible());

  await page.getByRole('button', { name: /^(Ouvrir le menu du profil|Open the profile menu)$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessibleInEveryLook(page, 'profile menu open');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInEveryLook(page, 'notifications open');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInEveryLook(page, 'support dialog open');
  await page.keyboard.press('Escape');

  await page.locator('#menu-photo-input').setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: TINY_PNG });
  // The toast says it; the clock stands still while it is checked, then the avatar is the photo.
  const toast = page.getByText(/^(Photo de profil mise à jour|Profile photo updated)/);
  await expect(toast).toBeVisible();
  await pauseClock(page);
  await expectAccessibleInEveryLook(page, 'a photo, its toast', { pausedClock: true });
  await page.clock.resume();
  // Gone before the next state is checked: a toast fading out is pale for a moment.
  await expect(toast).toBeHidden();

  await page.getByRole('button', { name: /^(Ouvrir l’assistant QVCT|Open the QVCT assistant)$/ }).click();
  const chat = page.getByRole('dialog');
  await expect(chat).toBeVisible();
  await expectAccessibleInEveryLook(page, 'chat open, its welcome');
  // A question long enough for the conversation to scroll, and its answer.
  await chat.getByRole('textbox').fill('Comment trouver un meilleur équilibre ? '.repeat(30));
  await chat.getByRole('textbox').press('Enter');
  await expect(chat.getByRole('listitem')).toHaveCount(2);
  await expect(chat.getByRole('textbox')).toBeEnabled();
  const list = chat.getByRole('list');
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expectAccessibleInEveryLook(page, 'chat open, a conversation that scrolls');
  await chat.getByRole('textbox').fill('Je veux en finir');
  await chat.getByRole('textbox').press('Enter');
  const card = chat.getByTestId('crisis-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link').first()).toHaveAttribute('href', 'tel:3114');
  await expect(chat.getByRole('textbox')).toBeEnabled();
  await expectAccessibleInEveryLook(page, 'chat open, the crisis card');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: /^(Ouvrir le menu|Open the menu)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInEveryLook(page, 'mobile menu open', { widths: ['phone'] });
}

test('signed in, in French: onboarding, analysis, summary, dashboard, menus and dialogs', async ({ page }) => {
  test.setTimeout(300_000);
  await page.clock.install();
  if (process.env.AXE_SKIP_ONBOARDING) return dashboard(page);
  await onboarding(page);
  await dashboard(page);
});

test.describe('with an account in English', () => {
  test.use({ account: { firstname: 'Camille', language: 'en' }, locale: 'en-GB' });
  test('signed in, in English: onboarding, analysis, summary, dashboard, menus and dialogs', async ({ page }) => {
    test.setTimeout(300_000);
    await page.clock.install();
    await onboarding(page);
    await dashboard(page);
  });
});

visitorTest(
  'the footer leads to the accessibility statement, which names the axe-core that checks the app',
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Accessibilité : non conforme' }).click();
    await expect(page).toHaveURL('/accessibilite');
    await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
    const { axeVersion } = await expectAccessible(page, 'the accessibility statement');
    await expect(page.getByRole('main')).toContainText(`axe-core ${axeVersion}`);
  },
);

visitorTest('the check sees what it must refuse: a button without a name, pale text', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<button id="planted-button"></button><p id="planted-text" style="color:#b0b0b0;background:#fff">Pâle</p>',
      ),
  );
  const { found } = await accessibilityViolations(page, 'planted');
  expect(found).toEqual([
    expect.stringMatching(/^planted: button-name \(critical\) at #planted-button\n/),
    expect.stringMatching(/^planted: color-contrast \(serious\) at #planted-text\n/),
  ]);
});
