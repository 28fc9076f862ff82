/**
 * Vitest setup of every project (core, server, web): a console.error nobody expected fails the test
 * during which it was printed (or the file, when printed by a hook), so an error swallowed into
 * the console cannot pass unnoticed. A test that expects one calls expectConsoleError() first.
 */
import { afterAll, afterEach, beforeEach } from 'vitest';

// Typed here: packages/core compiles without the DOM or Node libraries, which declare `console`.
const { console } = globalThis as unknown as { console: { error: (...args: unknown[]) => void } };
const printed: unknown[][] = [];
let expected = false;
const original = console.error.bind(console);

console.error = (...args: unknown[]) => {
  printed.push(args);
  if (!expected) original(...args);
};

/** The current test prints console.error on purpose. */
export function expectConsoleError(): void {
  expected = true;
}

function failOnPrinted(when: string) {
  const unexpected = expected ? [] : printed.splice(0);
  printed.length = 0;
  expected = false;
  if (unexpected.length > 0) {
    const lines = unexpected.map((args) =>
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
    );
    throw new Error(`console.error was called ${when}:\n${lines.join('\n')}`);
  }
}

beforeEach(() => failOnPrinted('before this test (by a hook)'));
afterEach(() => failOnPrinted('during this test'));
afterAll(() => failOnPrinted('after the last test'));
