import { createLogger, type Logger } from '../../src/logger.ts';

/** Any e-mail address: none may appear in a log line, whoever wrote it (ADR 0019). */
const EMAIL_ADDRESS = /[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;

export interface CapturedLogs {
  logger: Logger;
  /** Every JSON line written so far, at every level down to debug. */
  lines: string[];
  /** The lines holding one of `secrets` (e-mails, tokens, answers a test used) or any e-mail address. */
  leaks(secrets?: readonly string[]): string[];
}

/**
 * The test app's logger: every line is kept, so a test (and the harness, when the app closes)
 * can prove that nothing personal was written. TEST_LOG_LEVEL=debug also prints them.
 */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const print = process.env.TEST_LOG_LEVEL !== undefined && process.env.TEST_LOG_LEVEL !== 'silent';
  const logger = createLogger('debug', {
    write(line: string) {
      lines.push(line);
      if (print) process.stdout.write(line);
    },
  });
  return {
    logger,
    lines,
    leaks: (secrets = []) =>
      lines.filter((line) => EMAIL_ADDRESS.test(line) || secrets.some((secret) => line.includes(jsonText(secret)))),
  };
}

/** How a string looks inside a JSON line (quotes, new lines and non-ASCII as JSON writes them). */
const jsonText = (value: string) => JSON.stringify(value).slice(1, -1);
