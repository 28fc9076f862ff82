import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './file-storage.ts';
import { InvalidStorageKeyError } from './object-storage.ts';

const parent = mkdtempSync(path.join(tmpdir(), 'va-test-storage-'));
const root = path.join(parent, 'uploads');
const storage = createFileStorage(root);
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('file storage', () => {
  it('puts, reads, tells whether an object exists and deletes it', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put('profile-photos/a.jpg', bytes, 'image/jpeg');

    expect(existsSync(path.join(root, 'profile-photos', 'a.jpg'))).toBe(true);
    expect(await storage.exists('profile-photos/a.jpg')).toBe(true);
    expect(await storage.get('profile-photos/a.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });

    await storage.delete('profile-photos/a.jpg');
    expect(await storage.exists('profile-photos/a.jpg')).toBe(false);
    expect(await storage.get('profile-photos/a.jpg')).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete('profile-photos/a.jpg');
  });

  it('replaces an object whole and leaves no temporary file behind', async () => {
    await storage.put('profile-photos/b.jpg', Buffer.alloc(1000, 1), 'image/jpeg');
    await storage.put('profile-photos/b.jpg', Buffer.alloc(10, 2), 'image/jpeg');
    expect((await storage.get('profile-photos/b.jpg'))?.bytes).toEqual(Buffer.alloc(10, 2));
    expect(readdirSync(path.join(root, 'profile-photos')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses keys that could leave its directory, before touching the disk', async () => {
    writeFileSync(path.join(parent, 'secret.jpg'), 'secret');
    for (const key of [
      '../secret.jpg',
      'profile-photos/../../secret.jpg',
      '/etc/passwd',
      'profile-photos\\..\\..\\secret.jpg',
      'profile-photos//a.jpg',
      '.hidden.jpg',
      'profile-photos/.a.jpg.tmp',
      '',
      'a'.repeat(600),
    ]) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(existsSync(path.join(parent, 'secret.jpg'))).toBe(true);
  });

  it('refuses a content type its key extension does not carry', async () => {
    await expect(storage.put('profile-photos/c.jpg', Buffer.from('x'), 'text/html')).rejects.toThrow(/image\/jpeg/);
    expect(await storage.exists('profile-photos/c.jpg')).toBe(false);
  });
});
