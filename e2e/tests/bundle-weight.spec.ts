import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * The page-weight check of `npm test` (scripts/bundle-weight.mjs) counts, for each route, the chunks
 * its manifest says the route loads. Here Chromium opens the sign-in screen: the JavaScript it
 * downloads for the page (until it is shown, then the service worker's registration) must be exactly what the check counts, so the budget measures
 * what a visitor gets (a new lazy import at first render is caught here).
 */
type Measured = { routes: Array<{ path: string; filesByLanguage: Record<string, string[]> }> };

const script = fileURLToPath(new URL('../../scripts/bundle-weight.mjs', import.meta.url));
const measured = JSON.parse(execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' })) as Measured;
const countedFor = (path: string, language: string) =>
  [...(measured.routes.find((route) => route.path === path)?.filesByLanguage[language] ?? [])].sort();

function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.push(pathname.slice(1));
  });
  return files;
}

// Signed out, so no account is made: the suite already uses the e2e server's 20 sign-ups an hour
// (one client). The dashboard's list is checked the same way once the suite has room for an account.
test('the sign-in screen downloads exactly the JavaScript the size check counts', async ({ page }) => {
  const files = recordScripts(page);
  // The service worker's registration (workbox-window) is downloaded once the page has loaded
  // (apps/web/src/lib/after-load.ts): counted too, so waited for.
  const registration = page.waitForRequest((request) => new URL(request.url()).pathname.includes('/workbox-window'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await registration;
  expect([...new Set(files)].sort()).toEqual(countedFor('/', 'fr'));
});
