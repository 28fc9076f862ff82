import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from './config.ts';
import { parseEnv } from './env.ts';
import { paths } from './paths.ts';

const made: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'va-config-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveConfig', () => {
  it('derives APP_URL from PORT and applies the spec retry policy', () => {
    const dataDir = tempDir();
    const config = resolveConfig(parseEnv({ PORT: '4100', DATA_DIR: dataDir }));
    expect(config).toMatchObject({
      production: false,
      port: 4100,
      dataDir,
      appUrl: 'http://localhost:4100',
      databaseUrl: undefined,
      google: undefined,
      webhooks: { registration: undefined, passwordReset: undefined },
      outbox: { retries: 3, baseDelayMs: 1000 },
      rateLimitFactor: 1,
    });
  });

  it('serves apps/web/dist unless WEB_DIST_DIR names another build', () => {
    const dataDir = tempDir();
    expect(resolveConfig(parseEnv({ DATA_DIR: dataDir })).webDist).toBe(paths.webDist);
    const build = tempDir();
    expect(resolveConfig(parseEnv({ DATA_DIR: dataDir, WEB_DIST_DIR: build })).webDist).toBe(build);
    expect(resolveConfig(parseEnv({ DATA_DIR: dataDir, WEB_DIST_DIR: 'relative/web' })).webDist).toBe(
      path.resolve('relative/web'),
    );
  });

  it('defaults to file storage, a 5 s scheduler poll, a 5 min lease and 30 days of retention', () => {
    const config = resolveConfig(parseEnv({ DATA_DIR: tempDir() }));
    expect(config.storage).toEqual({ kind: 'file' });
    expect(config.scheduler).toMatchObject({ pollIntervalMs: 5000, leaseMs: 300_000 });
    expect(config.retention).toEqual({ mailDays: 30, outboxDays: 30 });
  });

  it('uses an S3 bucket when S3_BUCKET is set, with AWS’s endpoint unless one is given', () => {
    const s3 = { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(resolveConfig(parseEnv({ DATA_DIR: tempDir(), ...s3, S3_REGION: 'eu-west-3' })).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-west-3.amazonaws.com',
      bucket: 'photos',
      region: 'eu-west-3',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      resolveConfig(
        parseEnv({ DATA_DIR: tempDir(), ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' }),
      ).storage,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true });
  });

  it('defaults to port 3000 and drops a trailing slash of APP_URL', () => {
    const dataDir = tempDir();
    expect(resolveConfig(parseEnv({ DATA_DIR: dataDir })).appUrl).toBe('http://localhost:3000');
    expect(resolveConfig(parseEnv({ DATA_DIR: dataDir, APP_URL: 'https://va.example.fr/' })).appUrl).toBe(
      'https://va.example.fr',
    );
  });

  it('generates AUTH_SECRET once in DATA_DIR and reuses it, so sessions survive a restart', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = resolveConfig(parseEnv({ DATA_DIR: dataDir }));
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    // Readable by the server's user only.
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveConfig(parseEnv({ DATA_DIR: dataDir })).authSecret).toBe(first.authSecret);
    expect(resolveConfig(parseEnv({ DATA_DIR: tempDir() })).authSecret).not.toBe(first.authSecret);
  });

  it('uses AUTH_SECRET when given, and writes no file then', () => {
    const dataDir = tempDir();
    const secret = 'a-secret-from-the-environment-0123456789';
    expect(resolveConfig(parseEnv({ DATA_DIR: dataDir, AUTH_SECRET: secret })).authSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('enables Google only with both variables', () => {
    const config = resolveConfig(
      parseEnv({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }),
    );
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
  });
});
