import { defineProject } from 'vitest/config';

/**
 * The server's tests. The root vitest.config.ts runs this project twice: 'server-pglite' and,
 * when TEST_DATABASE_URL is set, 'server-postgres' (TEST_DB tells test/harness which database
 * to open), so the same files prove the same behaviour on both drivers.
 */
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // An unexpected console.error fails the test (the same setup as packages/core).
    setupFiles: ['../../vitest.setup.ts'],
    // PGlite is WebAssembly with a large heap: child processes keep it away from other files and
    // free it when a file ends.
    pool: 'forks',
    // Files mostly wait (SMTP, webhooks, child servers), so two at a time is worth it even on
    // two cores; more would only add PGlite heaps.
    maxWorkers: 2,
    // maxWorkers differs from the other projects; Vitest requires its own group for that.
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    // A fresh database with its migrations, or a child server's first start.
    hookTimeout: 60_000,
  },
});
