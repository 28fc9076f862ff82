// `npm test`: every check a change must pass, in the order that fails fastest.
// Static checks (types, ESLint, Prettier, unused code: knip.jsonc), unit and API tests (Vitest;
// also on PostgreSQL when TEST_DATABASE_URL is set), a fresh build and its page-weight budgets
// (scripts/bundle-weight.mjs), then the browser tests against the built app (Debian's Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const resultsDir = `${root}.tmp/test-results`;
mkdirSync(resultsDir, { recursive: true });

function step(title, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    step('Install Chromium for the browser tests (apt-get)', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    return;
  }
  console.error(
    `The browser tests need Chromium at ${chromium}.\n` +
      '  On Debian or Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** One closing line for the whole run, 'N passed, N failed', read from the runners' JSON reports. */
function summary() {
  const vitest = readJson(`${resultsDir}/vitest.json`);
  const playwright = readJson(`${resultsDir}/playwright.json`);
  const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
  console.log(`\n${passed} passed, ${failed} failed`);
}

const npx = (args, options) => ['npx', args, options];

ensureChromium();
step('Type-check every workspace', 'npm', ['run', 'typecheck', '--silent']);
step('ESLint', 'npx', ['eslint', '.']);
step('Prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step('Unused files, exports and dependencies (knip)', 'npx', ['knip']);
step(
  process.env.TEST_DATABASE_URL ? 'Unit and API tests (PGlite and PostgreSQL)' : 'Unit and API tests (PGlite)',
  ...npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`]),
);
step('Build the app', 'npm', ['run', 'build', '--silent']);
step('Page weight: JavaScript per route within its budget (ADR 0033)', 'node', [
  'scripts/bundle-weight.mjs',
  '--check',
]);
step('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
  cwd: `${root}e2e`,
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/playwright.json` },
});
summary();
