/// <reference types="vitest/config" />
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
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
