/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mdx } from './build/mdx.ts';
import { rehypeLegalLayout } from './build/rehype-legal-layout.ts';

// The build's version, written in index.html (<meta name="app-version">); a deployment may set it.
process.env.VITE_APP_VERSION ??= process.env.npm_package_version ?? 'dev';

/**
 * The app is written against React's API and types, and runs on Preact through preact/compat
 * (ADR 0032): about 10 kB gzipped instead of React DOM's 60, for the same components. The tests run on it too.
 */
const preact = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
  // react-i18next's CommonJS shim of useSyncExternalStore: compat has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
};

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig({
  plugins: [
    mdx({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeLegalLayout] }),
    react(),
    tailwindcss(),
    // The installable app (ADR 0034): /sw.js precaches the shell, never an /api answer.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The manifest's 512 px icons stay out of the precache (see globIgnores); index.html gets
      // the <link rel="manifest"> from the plugin.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Votre assistant',
        short_name: 'Votre assistant',
        description: 'Bien-être au travail (QVCT) et découverte de votre ikigai.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // styles.css: --primary and --background of the light theme.
        theme_color: '#6d28d9',
        background_color: '#f8f7fc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell: index.html, the entry and route chunks, CSS, translations, fonts and the small
        // icons, so that every page opens offline. The build fails if a precached file outgrows the limit.
        globPatterns: ['**/*.{html,js,css,json,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 512 * 1024,
        // Kept out: the legal texts (large, read online) and the install-time icons (the browser
        // fetches those when it installs the app).
        globIgnores: ['assets/legal-routes-*.js', 'icons/*.svg', 'icons/icon-512.png', 'icons/icon-maskable-512.png'],
        navigateFallback: 'index.html',
        // Personal answers are never cached: /api stays network-only (no runtime caching at all).
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    // Vite's defaults for the browser, written out because the tests resolve packages as Node
    // would otherwise: their CommonJS entries would load the real React, past the aliases.
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Exact names only: `react-router` or `react-i18next` must not match `react`.
      ...Object.entries(preact).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })),
      // react-router's package exports only its development build (dev warnings on); the app ships
      // its production build, the same code without them. The tests keep the warnings.
      ...(process.env.VITEST ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }]),
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest tells scripts/bundle-weight.mjs which chunks each route loads (ADR 0033).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // Fewer, larger files for the same bytes (HTTP/1.1 opens six requests at a time): everything the
      // first screen imports statically goes with the entry, and the icons the other pages share
      // make one chunk rather than one each.
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
          ],
        },
      },
      onwarn(warning, warn) {
        // react-router uses React 19's useOptimistic when it exists and does without it otherwise.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The tests run on Preact like the app: every dependency goes through Vite and its aliases.
    server: { deps: { inline: true } },
  },
});
