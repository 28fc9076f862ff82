import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// The server's tests run once on PGlite and, when TEST_DATABASE_URL names a PostgreSQL server
// (e.g. postgres://root@127.0.0.1:5432/postgres), once more against it.
const server = (database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name: `server-${database}`,
    env: { TEST_DB: database },
    // Those start real server processes on PGlite whatever TEST_DB says: once is enough.
    ...(database === 'postgres'
      ? { exclude: [...configDefaults.exclude, 'test/durability.test.ts', 'src/server.test.ts'] }
      : {}),
  },
});

// One Vitest run for the whole repository; each workspace is a project.
export default defineConfig({
  test: {
    projects: [
      'packages/core',
      server('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('postgres')] : []),
      'apps/web',
    ],
  },
});
