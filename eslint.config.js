// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'util',
  'stream',
  'events',
  'buffer',
  'process',
  'worker_threads',
  'zlib',
];

/**
 * Server modules (apps/server/src/modules/<name>/) use each other only through their service.ts:
 * from a file `depth` folders below modules/, another module is `depth` times '../' away.
 */
const otherModuleInternals = (depth) => ({
  regex: `^(\\.\\./){${depth}}[^./][^/]*/(?!service\\.ts$)`,
  message: 'Another module is used only through its service.ts (modules/<name>/service.ts).',
});
const serverModuleDepths = [1, 2, 3];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'data/**',
      '.tmp/**',
      'e2e/playwright-report/**',
      'e2e/test-results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // French typography puts non-breaking spaces in text on purpose.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true },
      ],
    },
  },
  {
    // packages/core is pure TypeScript shared by browser and server: no Node, no DOM.
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', ...nodeBuiltins],
              message: 'packages/core must not import Node: it runs in the browser too.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'process', 'Buffer'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Page paths live once, in lib/paths.ts (router, navigation, links and redirects use it).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/paths.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='to'] > Literal[value=/^\\//]",
          message: 'Use a path of lib/paths.ts, not a string.',
        },
        {
          selector: "CallExpression[callee.name='navigate'] > Literal.arguments[value=/^\\//]",
          message: 'Use a path of lib/paths.ts, not a string.',
        },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Imports go one way: shared (components, lib) → features → app. A feature does not import another.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../*'],
              message: 'A feature must not import another feature: compose them in src/app.',
            },
            { group: ['@/app/*'], message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
  ...serverModuleDepths.map((depth) => ({
    files: [`apps/server/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleInternals(depth)] }] },
  })),
  {
    // The layers below the modules never reach up into them; app.ts, server.ts and the user-data
    // registry compose them.
    files: [
      'apps/server/src/{db,http,services}/**/*.ts',
      'apps/server/src/{auth,config,env,logger,paths}.ts',
      'apps/server/src/user-data/entry.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message:
                'db/, http/, services/ and auth.ts sit below the modules: pass what they need in (see AuthHooks).',
            },
          ],
        },
      ],
    },
  },
);
