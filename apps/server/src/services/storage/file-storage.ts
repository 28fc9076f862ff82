import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type ObjectStorage } from './object-storage.ts';

/**
 * A directory has no place for an object's content type: it follows from the key's extension,
 * and put() refuses a content type that disagrees with it (the S3 storage stores it with the object).
 */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};
const FALLBACK_TYPE = 'application/octet-stream';

const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? FALLBACK_TYPE;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under `rootDir` (DATA_DIR/uploads), one file per key. A write goes to a
 * temporary file in the same directory, flushed, then renamed over the target: atomic on one
 * file system, so a crash or a concurrent read never sees half a file.
 */
export function createFileStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);

  function fileOf(key: string): string {
    assertValidKey(key);
    const file = path.resolve(root, ...key.split('/'));
    // The key rule already excludes it; a second guard costs nothing.
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key outside the storage: ${key}`);
    return file;
  }

  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      const expected = contentTypeOf(key);
      if (contentType.split(';')[0]!.trim().toLowerCase() !== expected) {
        throw new Error(`file storage: ${key} must be stored as ${expected}, not ${contentType}`);
      }
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const handle = await open(temporary, 'wx', 0o640);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        return { bytes: await readFile(file), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      const file = fileOf(key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
