/**
 * Where uploaded files (profile photos) live, by key: a directory on disk (file-storage.ts,
 * DATA_DIR/uploads, the default) or an S3-compatible bucket (s3-storage.ts, when S3_BUCKET is
 * set). The interface is what S3 offers (PutObject, GetObject, HeadObject, DeleteObject), so the
 * modules that use it do not know which one is behind it.
 */
export interface ObjectStorage {
  /** Writes the whole object at once: a reader sees the old bytes or the new ones, never a part. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  /** Does nothing when there is no such object. */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * Keys are relative paths of segments made of letters, digits, '.', '_' and '-', each starting
 * with a letter or a digit: no '..', no absolute path, no backslash, no hidden name (the file
 * storage's temporary files start with '.'), valid as an S3 key too.
 */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const KEY_MAX_LENGTH = 512;

export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length > KEY_MAX_LENGTH || !KEY.test(key)) throw new InvalidStorageKeyError(key);
}
