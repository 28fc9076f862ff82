import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../test/harness/s3.ts';
import { InvalidStorageKeyError } from './object-storage.ts';
import { createS3Storage, S3StorageError } from './s3-storage.ts';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
});

describe('S3 storage', () => {
  it('puts, reads, tells whether an object exists and deletes it, with its content type', async () => {
    const storage = createS3Storage(s3.settings);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('profile-photos/a.png', bytes, 'image/png');

    expect(s3.objects.get('profile-photos/a.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(await storage.exists('profile-photos/a.png')).toBe(true);
    expect(await storage.get('profile-photos/a.png')).toEqual({ bytes, contentType: 'image/png' });

    await storage.delete('profile-photos/a.png');
    expect(s3.objects.has('profile-photos/a.png')).toBe(false);
    expect(await storage.exists('profile-photos/a.png')).toBe(false);
    expect(await storage.get('profile-photos/a.png')).toBeNull();
    await storage.delete('profile-photos/a.png');
  });

  it('replaces an object whole', async () => {
    const storage = createS3Storage(s3.settings);
    await storage.put('profile-photos/b.jpg', Buffer.alloc(1000, 1), 'image/jpeg');
    await storage.put('profile-photos/b.jpg', Buffer.alloc(10, 2), 'image/jpeg');
    expect((await storage.get('profile-photos/b.jpg'))?.bytes).toEqual(Buffer.alloc(10, 2));
  });

  it('fails on a wrong secret, naming the operation and the status but not the secret', async () => {
    const wrongSecret = 'a-wrong-secret-that-must-not-leak';
    const storage = createS3Storage({ ...s3.settings, secretAccessKey: wrongSecret });
    const failure = await storage
      .put('profile-photos/c.jpg', Buffer.from('x'), 'image/jpeg')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(S3StorageError);
    expect((failure as Error).message).toBe('S3 PUT profile-photos/c.jpg: HTTP 403');
    expect((failure as Error).message).not.toContain(wrongSecret);
    expect(s3.objects.has('profile-photos/c.jpg')).toBe(false);
    await expect(storage.get('profile-photos/b.jpg')).rejects.toThrow('HTTP 403');
  });

  it('refuses keys that are not storage keys, before any request', async () => {
    const storage = createS3Storage(s3.settings);
    const before = s3.requests.length;
    for (const key of ['../other-bucket/x.jpg', '/etc/passwd', 'a//b.jpg', '.hidden', '']) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    }
    expect(s3.requests.length).toBe(before);
  });

  it('addresses the bucket as a host name unless path style is asked for', async () => {
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response(null, { status: 404 });
    };
    try {
      await createS3Storage({
        ...s3.settings,
        endpoint: 'https://s3.eu-west-3.amazonaws.com',
        forcePathStyle: false,
      }).exists('k/a.jpg');
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).toEqual([`https://${s3.settings.bucket}.s3.eu-west-3.amazonaws.com/k/a.jpg`]);
  });
});
