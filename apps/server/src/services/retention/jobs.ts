import type { AppConfig } from '../../config.ts';
import { mailDirOf } from '../mail/mailer.ts';
import { pruneExpiredRateLimits } from '../rate-limit.ts';
import { defineJob, pruneFinishedJobs, type JobDefinition } from '../scheduler/job.ts';
import { daysBefore, pruneExpiredVerifications, pruneMailFiles, pruneSentOutbox } from './retention.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Finished scheduler rows are kept a week, to read what ran. */
const FINISHED_JOBS_DAYS = 7;

/**
 * The retention jobs, the scheduler's first users (README: MAIL_RETENTION_DAYS,
 * OUTBOX_RETENTION_DAYS). Each logs how many it deleted, never what.
 */
export function retentionJobs(config: AppConfig): JobDefinition[] {
  const { retention } = config;
  return [
    defineJob({
      name: 'retention.mail-files',
      every: DAY_MS,
      async run({ now, logger }) {
        const deleted = await pruneMailFiles(mailDirOf(config.dataDir), daysBefore(now, retention.mailDays));
        logger.info({ deleted }, 'old mail files deleted');
      },
    }),
    defineJob({
      name: 'retention.sent-outbox',
      every: DAY_MS,
      async run({ db, now, logger }) {
        const deleted = await pruneSentOutbox(db, daysBefore(now, retention.outboxDays));
        logger.info({ deleted }, 'old sent outbox messages deleted');
      },
    }),
    defineJob({
      name: 'retention.expired-verifications',
      every: HOUR_MS,
      async run({ db, now, logger }) {
        const deleted = await pruneExpiredVerifications(db, now);
        logger.info({ deleted }, 'expired reset tokens deleted');
      },
    }),
    defineJob({
      name: 'retention.finished-jobs',
      every: DAY_MS,
      async run({ db, now, logger }) {
        const deleted = await pruneFinishedJobs(db, daysBefore(now, FINISHED_JOBS_DAYS));
        logger.info({ deleted }, 'finished scheduled jobs deleted');
      },
    }),
    // Requests prune ended windows as they come; this catches a quiet server's leftovers.
    defineJob({
      name: 'retention.rate-limits',
      every: HOUR_MS,
      async run({ db, now, logger }) {
        const deleted = await pruneExpiredRateLimits(db, now);
        logger.info({ deleted }, 'ended rate-limit windows deleted');
      },
    }),
  ];
}
