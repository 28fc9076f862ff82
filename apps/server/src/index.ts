import { ConfigError } from './env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DatabaseUnreachableError } from './db/faults.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const logger = createLogger();

try {
  const server = await startServer(process.env, logger);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError
  ) {
    // A message a person can act on, without a stack trace.
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'the server could not start');
  }
  process.exit(1);
}
