import { appendFileSync } from 'node:fs';
import { createLogger } from '../../src/logger.ts';
import { startServer } from '../../src/server.ts';
import { defineJob } from '../../src/services/scheduler/job.ts';

/**
 * A server process (as src/index.ts starts it) with one more job kind, `test.probe`: each run
 * appends "<label> <attempt> <pid>" to PROBE_FILE, so the test sees which server ran what, and
 * hangs for ever on the attempt named by `hangOnAttempt` (the test then kills that server).
 */
const probe = defineJob<{ label: string; hangOnAttempt?: number }>({
  name: 'test.probe',
  async run({ payload, attempt }) {
    appendFileSync(process.env.PROBE_FILE!, `${payload.label} ${attempt} ${process.pid}\n`);
    if (payload.hangOnAttempt === attempt) await new Promise(() => undefined);
  },
});

const logger = createLogger();
const server = await startServer(process.env, logger, { extraJobs: [probe] });
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
