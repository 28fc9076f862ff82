import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInEveryLook } from '../support/accessibility';
import { REPO_ROOT, startAppServer, type AppServer } from '../support/app-server';
import { E2E_PORT } from '../support/server';

/**
 * The installable app (ADR 0034), on a server of its own whose web build can be replaced: the
 * other specs block service workers, this one lets the worker install.
 */
const PORT = E2E_PORT + 2;
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const UPDATE_QUESTION = 'Une nouvelle version est disponible. Voulez-vous mettre à jour\u00a0?';

let server: AppServer;
let work: string;
/** What the server serves: a symbolic link, pointed at one build or another. */
let live: string;

function serve(build: string) {
  const next = `${live}.next`;
  symlinkSync(build, next);
  renameSync(next, live);
}

test.use({ serviceWorkers: 'allow', baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'va-e2e-pwa-'));
  live = path.join(work, 'live');
  symlinkSync(WEB_DIST, live);
  server = await startAppServer({ port: PORT, webDist: live });
});

test.afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

test.afterEach(() => serve(WEB_DIST));

/** Waits until the worker has installed the shell and is active; answers its scope and script. */
async function workerReady(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the service worker registers at scope / and the manifest describes the app with its icons', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  expect(await workerReady(page)).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });

  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // The shell is precached: the page and its entry script and style sheet; never an API answer.
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(entries.length).toBeGreaterThanOrEqual(2);
  const workerCode = await worker.text();
  for (const file of ['index.html', ...entries]) expect(workerCode, file).toContain(`"${file}"`);
  expect(workerCode).not.toMatch(/["']\/?api\//);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Votre assistant',
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#6d28d9',
    background_color: '#f8f7fc',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [
    ...manifest.icons.map((icon) => ({ src: icon.src, sizes: icon.sizes })),
    { src: appleIcon!, sizes: '180x180' },
  ];
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
});

test('offline, the app opens from the device and says it is offline; the API is never answered from a cache', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bienvenue', exact: true })).toBeVisible();
  await workerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne.' })).toBeVisible();
  // The shell itself, not a browser error page: the sign-in screen is there.
  await expect(page.getByRole('heading', { name: 'Bienvenue', exact: true })).toBeVisible();
  const apiAnswered = await page.evaluate(() =>
    fetch('/api/health').then(
      () => true,
      () => false,
    ),
  );
  expect(apiAnswered).toBe(false);

  // A signed-in page opens too, and says calmly why it cannot show its data.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne', level: 1 })).toBeVisible();
  await expect(page.getByText("Erreur d'authentification")).toHaveCount(0);
  await expectAccessibleInEveryLook(page, 'offline, a signed-in page');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne.' })).toHaveCount(0);
});

test('a new version is offered, and accepting it reloads the page on that version', async ({ page }) => {
  test.setTimeout(180_000);
  const secondBuild = path.join(work, 'second');
  execFileSync('npx', ['vite', 'build', '--outDir', secondBuild, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    env: { ...process.env, VITE_APP_VERSION: 'e2e-second' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  await page.goto('/');
  await workerReady(page);
  const version = page.locator('meta[name="app-version"]');
  const firstVersion = await version.getAttribute('content');
  expect(firstVersion).not.toBe('e2e-second');
  await expect(page.getByText(UPDATE_QUESTION)).toHaveCount(0);

  serve(secondBuild);
  // Opening the app again looks for a new worker; the page is still the installed version.
  await page.reload();
  await expect(page.getByText(UPDATE_QUESTION, { exact: true })).toBeVisible();
  await expect(version).toHaveAttribute('content', firstVersion!);
  await expectAccessibleInEveryLook(page, 'the update prompt');

  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(version).toHaveAttribute('content', 'e2e-second');
  await expect(page.getByText(UPDATE_QUESTION)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Bienvenue', exact: true })).toBeVisible();
});
