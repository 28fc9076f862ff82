// The JavaScript each route loads, gzipped, against its budget (ADR 0033). Reads the build's manifest
// (apps/web/dist/.vite/manifest.json): a route loads the entry, every chunk it imports statically,
// and the lazy chunks it opens at its first render (listed below, each with its own static imports),
// plus the translations of one language (the heavier one is counted). Pure Node, no browser.
//
//   node scripts/bundle-weight.mjs          prints the figures (npm run bench does it too)
//   node scripts/bundle-weight.mjs --check  also exits with 1 when a budget is exceeded (npm test)
//   node scripts/bundle-weight.mjs --json   the measures as JSON (e2e/tests/bundle-weight.spec.ts)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;

/**
 * The source modules a route imports lazily during its first render (keys of the manifest). When a
 * route starts loading another chunk at first render, add it here. The browser test
 * e2e/tests/bundle-weight.spec.ts compares what Chromium downloads for `/` with what is counted.
 */
// Every page registers the service worker (features/pwa/components/app-update.tsx), which loads workbox-window.
const EVERY_PAGE = ['../../node_modules/workbox-window/build/workbox-window.prod.es5.mjs'];

export const ROUTES = [
  { path: '/', budget: 110 * KB, lazy: [...EVERY_PAGE] },
  {
    path: '/dashboard',
    budget: 170 * KB,
    lazy: [
      ...EVERY_PAGE,
      'src/app/routes/dashboard-layout.tsx',
      'src/features/dashboard/components/overview-page.tsx',
      // The bell, drawn just after the page (components/ui/later.tsx): downloaded on every visit.
      'src/features/notifications/components/notification-bell.tsx',
      // The toasts' live region, put in place once a signed-in page is up (dashboard-layout.tsx).
      '../../node_modules/sonner/dist/index.mjs',
    ],
  },
];

/** No lazy chunk (a page, a dialog, a library loaded on demand) may weigh more than this. */
export const LAZY_CHUNK_BUDGET = 60 * KB;

/** The translations of one language: one lazy chunk per language (apps/web/src/lib/i18n.ts). */
const LOCALE_MODULE = /^src\/locales\/(\w+)\.ts$/;

const root = fileURLToPath(new URL('..', import.meta.url));
const kB = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/** Reads the manifest of a build and measures every route and every lazy chunk. */
export function bundleWeight(distDir = path.join(root, 'apps/web/dist')) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzipped = new Map();
  const gzipSize = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry: is apps/web/dist a Vite build?');

  /** A chunk's file and those of its static imports, recursively. */
  const filesOf = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update ROUTES in scripts/bundle-weight.mjs`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, files);
    return files;
  };
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

  const locales = Object.keys(manifest).filter((key) => LOCALE_MODULE.test(key));
  if (locales.length === 0) throw new Error('No locale chunk (src/locales/<language>.ts) in the manifest');
  const routes = ROUTES.map((route) => {
    const base = filesOf(entryKey);
    for (const key of route.lazy) filesOf(key, base);
    // The heavier language counts: a route must fit its budget in either.
    const measured = locales.map((locale) => {
      const files = new Set(base);
      filesOf(locale, files);
      const sized = [...files].map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
      return { language: LOCALE_MODULE.exec(locale)[1], files: sized, bytes: sum(files) };
    });
    const heaviest = measured.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const filesByLanguage = Object.fromEntries(measured.map((m) => [m.language, m.files.map(({ file }) => file)]));
    return { ...route, ...heaviest, filesByLanguage, over: heaviest.bytes > route.budget };
  });

  const lazyChunks = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, source: chunk.src, bytes: gzipSize(chunk.file) }))
    .map((chunk) => ({ ...chunk, over: chunk.bytes > LAZY_CHUNK_BUDGET }))
    .sort((a, b) => b.bytes - a.bytes);
  return { routes, lazyChunks, over: routes.some((r) => r.over) || lazyChunks.some((c) => c.over) };
}

/** Prints the figures; returns false when a budget is exceeded. */
export function printBundleWeight(distDir) {
  const { routes, lazyChunks, over } = bundleWeight(distDir);
  console.log('JavaScript per route (gzipped; entry + static imports + lazy chunks at first render + one language)');
  for (const route of routes) {
    const verdict = route.over ? '✖ over budget' : '✔';
    console.log(
      `  ${route.path.padEnd(12)} ${kB(route.bytes).padStart(9)} / ${kB(route.budget)}  ${verdict}  (${route.files.length} files, ${route.language})`,
    );
    for (const { file, bytes } of route.files) console.log(`      ${kB(bytes).padStart(9)}  ${file}`);
  }
  const biggest = lazyChunks[0];
  console.log(
    `Lazy chunks: ${lazyChunks.length}, the largest ${biggest ? `${biggest.source} ${kB(biggest.bytes)}` : 'none'} / ${kB(LAZY_CHUNK_BUDGET)} each`,
  );
  for (const chunk of lazyChunks.filter((c) => c.over)) {
    console.log(`  ✖ ${chunk.source} (${chunk.file}) ${kB(chunk.bytes)} is over ${kB(LAZY_CHUNK_BUDGET)}`);
  }
  return !over;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--json')) {
  console.log(JSON.stringify(bundleWeight()));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const withinBudgets = printBundleWeight();
  if (process.argv.includes('--check') && !withinBudgets) {
    console.error('A page-weight budget is exceeded (ADR 0033): see the figures above.');
    process.exit(1);
  }
}
