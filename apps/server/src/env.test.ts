import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

function refusal(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      MAIL_FROM: 'Votre assistant <no-reply@localhost>',
      TRUST_PROXY: 0,
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
      DATABASE_START_TIMEOUT_MS: 60_000,
      PGLITE_QUEUE_LIMIT: 100,
    });
    // Every interface.
    expect(env.HOST).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.WEB_DIST_DIR).toBeUndefined();
  });

  it('treats an empty variable as unset (as in a copied .env.example)', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: ' ', GOOGLE_CLIENT_ID: '' })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });

  it('reads the values it is given', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgresql://va@db.internal:5432/va',
      AUTH_SECRET: 'x'.repeat(32),
      TRUST_PROXY: 'yes',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      HOST: '127.0.0.1',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      PGLITE_QUEUE_LIMIT: '8',
    });
    expect(env).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgresql://va@db.internal:5432/va', TRUST_PROXY: 1 });
    expect(env).toMatchObject({ HOST: '127.0.0.1', DATABASE_STATEMENT_TIMEOUT_MS: 2500, PGLITE_QUEUE_LIMIT: 8 });
  });

  it.each([
    ['false', 0],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 192.168.0.0/16 ,fd00::/8', ['10.0.0.1', '192.168.0.0/16', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    ['a port that is not a number', { PORT: 'abc' }, 'PORT'],
    ['a port out of range', { PORT: '70000' }, 'PORT'],
    ['a DATABASE_URL that is not a URL', { DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    ['a DATABASE_URL that is not PostgreSQL', { DATABASE_URL: 'mysql://localhost/va' }, 'DATABASE_URL'],
    ['GOOGLE_CLIENT_ID without its secret', { GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_SECRET without its id', { GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID'],
    ['a short AUTH_SECRET', { AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    ['production without AUTH_SECRET', { NODE_ENV: 'production' }, 'AUTH_SECRET'],
    ['an SMTP_URL of another protocol', { SMTP_URL: 'http://mail.example.fr' }, 'SMTP_URL'],
    ['an unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    ['S3_BUCKET without its access key', { S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID'],
    ['S3_BUCKET without its secret', { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
    ['S3_ENDPOINT without a bucket', { S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    ['a retention of zero days', { MAIL_RETENTION_DAYS: '0' }, 'MAIL_RETENTION_DAYS'],
    ['a scheduler lease that is not a number', { SCHEDULER_LEASE_MS: 'soon' }, 'SCHEDULER_LEASE_MS'],
    ['a TRUST_PROXY that is no address', { TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    ['a TRUST_PROXY range too wide', { TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    ['a timeout that is not a number', { DATABASE_STATEMENT_TIMEOUT_MS: '10s' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    ['a connect timeout too short to connect', { DATABASE_CONNECT_TIMEOUT_MS: '10' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    ['an empty PGlite queue', { PGLITE_QUEUE_LIMIT: '0' }, 'PGLITE_QUEUE_LIMIT'],
    ['a negative drain time', { SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS'],
  ])('refuses %s, naming the variable', (_what, source, variable) => {
    const message = refusal(source);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`  ${variable}: `);
  });

  it('accepts production with an AUTH_SECRET', () => {
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) }).NODE_ENV).toBe('production');
  });
});
