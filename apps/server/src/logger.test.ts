import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../test/harness/logs.ts';

const ANSWER = 'Je me sens épuisée depuis que mon chef me crie dessus';
const EMAIL = 'lea.martin@example.fr';
const TOKEN = 'rst_9f8e7d6c5b4a';

/** An error as pg raises it for a unique violation: the duplicate value is in `detail`. */
function pgUniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    name: 'DatabaseError',
    code: '23505',
    severity: 'ERROR',
    constraint: 'users_email_unique',
    table: 'users',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    where: `SQL statement with ${ANSWER}`,
  });
}

describe('the logger', () => {
  it('logs a failed query by its SQL and codes, without its parameters or the database’s detail', () => {
    const logs = captureLogs();
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "name") values ($1, $2)',
      [EMAIL, `${ANSWER}\nsecond line`],
      pgUniqueViolation(),
    );
    logs.logger.error({ err: error, path: '/api/auth/sign-up/email' }, 'unhandled error');
    expect(logs.leaks([EMAIL, ANSWER, 'second line'])).toEqual([]);
    const line = JSON.parse(logs.lines[0]!) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('insert into "users"') as string,
      cause: { type: 'DatabaseError', code: '23505', constraint: 'users_email_unique', table: 'users' },
    });
    expect(line.err.message).toContain('params: [redacted]');
    expect(line.err.stack).toContain('    at ');
  });

  it('masks e-mail addresses in any error message, string error or cause', () => {
    const logs = captureLogs();
    logs.logger.warn({ err: new Error(`Can't send mail - all recipients were rejected: 550 <${EMAIL}>`) }, 'failed');
    logs.logger.warn({ error: `Recipient ${EMAIL} refused`, attempts: 2 }, 'outbox delivery failed, will retry');
    logs.logger.warn({ err: new Error('wrapped', { cause: new Error(`for ${EMAIL}`) }) }, 'wrapped');
    expect(logs.lines).toHaveLength(3);
    expect(logs.leaks([EMAIL])).toEqual([]);
    expect(logs.lines[0]).toContain('[email]');
  });

  it('scrubs the message itself', () => {
    const logs = captureLogs();
    logs.logger.debug(`User ${EMAIL} not found`);
    logs.logger.info({ module: 'better-auth' }, `sign-in attempt for ${EMAIL}`);
    expect(logs.lines).toHaveLength(2);
    expect(logs.leaks([EMAIL])).toEqual([]);
  });

  it('redacts the keys that carry secrets, addresses and what people wrote, at the top and one level down', () => {
    const logs = captureLogs();
    logs.logger.info(
      {
        email: EMAIL,
        token: TOKEN,
        password: 'Motdepasse1!',
        body: { message: ANSWER },
        request: { query: { token: TOKEN }, headers: { cookie: 'va.session_token=abc' }, to: EMAIL },
        mail: { to: EMAIL, subject: ANSWER, text: ANSWER },
        kept: 'visible',
      },
      'a request',
    );
    expect(logs.leaks([EMAIL, TOKEN, ANSWER, 'Motdepasse1!', 'va.session_token=abc'])).toEqual([]);
    expect(logs.lines[0]).toContain('"kept":"visible"');
    expect(logs.lines[0]).toContain('[redacted]');
  });

  it('finds a leak when there is one (the scan itself can fail)', () => {
    const logs = captureLogs();
    logs.logger.info({ detail: `for ${EMAIL}` }, 'leaky');
    logs.logger.info({ note: ANSWER }, 'leaky too');
    expect(logs.leaks()).toHaveLength(1);
    expect(logs.leaks([ANSWER])).toHaveLength(2);
  });
});
