import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The page-weight check of `npm test` (scripts/bundle-weight.mjs) counts, for each route, the chunks
 * its manifest says the route loads. Here Chromium opens the routes: the JavaScript it downloads
 * until the page is shown must be exactly what the check counts, so the budgets measure what a
 * visitor gets (a new lazy import at first render is caught here).
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

// One test, one account: the e2e server's sign-up limit (20 per hour per client) is shared by the suite.
test('the sign-in screen and the dashboard download exactly the JavaScript the size check counts', async ({
  browser,
  page,
}) => {
  const signedOut = await browser.newContext();
  const home = await signedOut.newPage();
  const homeFiles = recordScripts(home);
  await home.goto('/');
  await expect(home.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect([...new Set(homeFiles)].sort()).toEqual(countedFor('/', 'fr'));
  await signedOut.close();

  const dashboardFiles = recordScripts(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Bienvenue Camille !')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Ikigai' })).toBeVisible();
  expect([...new Set(dashboardFiles)].sort()).toEqual(countedFor('/dashboard', 'fr'));
});
