import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Shared by the Vitest projects that list it in `setupFiles`: any console.error during a test
 * fails that test, so a React warning, a failed render or a swallowed error cannot pass unseen.
 * A test that expects one silences it first: `vi.spyOn(console, 'error').mockImplementation(() => {})`.
 */
let unexpected: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  unexpected = [];
  const original = console.error;
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (unexpected.length > 0) {
    const first = unexpected[0]!.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    throw new Error(`console.error was called ${unexpected.length} time(s) during the test; the first: ${first}`);
  }
});
