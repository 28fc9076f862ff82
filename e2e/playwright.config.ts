import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_LLM_KEY, E2E_LLM_PORT, E2E_LLM_URL, E2E_PORT, E2E_URL } from './support/server';

/**
 * Browser tests against the built app, started as `npm start` would start it (server bundle +
 * web dist), on a fresh DATA_DIR. Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' }],
  ],
  use: {
    baseURL: E2E_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The installable app's worker would answer pages from its cache: only installable.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node support/llm-stand-in.mjs',
      url: `${E2E_LLM_URL}/__health`,
      reuseExistingServer: false,
      env: { E2E_LLM_PORT: String(E2E_LLM_PORT) },
    },
    {
      command: 'node --enable-source-maps support/start-server.mjs',
      url: `${E2E_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: E2E_DATA_DIR,
        APP_URL: E2E_URL,
        LOG_LEVEL: 'warn',
        // support/users.ts gives each account made through the API an address of its own.
        TRUST_PROXY: '1',
        NODE_ENV: 'development',
        LLM_BASE_URL: `${E2E_LLM_URL}/v1`,
        LLM_API_KEY: E2E_LLM_KEY,
        LLM_MODEL: 'stand-in',
      },
    },
  ],
});
