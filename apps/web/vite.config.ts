/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vite';
import { mdx } from './build/mdx.ts';
import { rehypeLegalLayout } from './build/rehype-legal-layout.ts';

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

export default defineConfig({
  plugins: [mdx({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeLegalLayout] }), react(), tailwindcss()],
  resolve: {
    // Vite's defaults for the browser, written out because the tests resolve packages as Node
    // would otherwise: their CommonJS entries would load the real React, past the aliases.
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Exact names only: `react-router` or `react-i18next` must not match `react`.
      ...Object.entries(preact).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })),
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
