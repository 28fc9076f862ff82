import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PHOTO_ACCEPTED_TYPES, PHOTO_SIZE_PX, type PhotoUploaded } from '@va/core/photo/contract';
import type { Database, Executor } from '../../db/client.ts';
import { jsonQuery, type SqlValue } from '../../db/json-query.ts';
import { userSettings } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import type { ObjectStorage } from '../../services/storage/object-storage.ts';
import type { UserDataEntry } from '../../user-data/entry.ts';
import { ensureSettings } from '../settings/service.ts';
import { isPhotoId, photoKey, photoUrl } from './keys.ts';

/*
 * The photo module owns the profile_photo_id and profile_photo_url columns of user_settings (the
 * settings module the rest of the row) and the files under profile-photos/ in the storage.
 */

/** Larger pictures (a decompression bomb fits in 5 MB) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 100_000_000;
const JPEG_QUALITY = 85;

export interface PhotoDeps {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
}

/**
 * What we keep of an upload: its real content must be a JPEG or a PNG (magic bytes, whatever the
 * name or the declared type) that decodes; it is turned upright (EXIF orientation), cut to a
 * PHOTO_SIZE_PX square and re-encoded as JPEG without any metadata (EXIF, GPS, XMP, ICC: sharp
 * writes none unless asked), transparency on white.
 */
export async function normalizePhoto(bytes: Buffer, logger: Logger): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('PHOTO_NOT_IMAGE');
  }
  try {
    return await sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch (error) {
    // The input is the only thing that varies: a truncated or corrupt file, or one too large.
    logger.info({ err: error, type: type.mime, bytes: bytes.length }, 'photo refused: it does not decode');
    throw new AppError('PHOTO_NOT_IMAGE');
  }
}

/**
 * Stores the new photo under a new id, points the settings at it, then deletes the previous
 * one. If the settings cannot be updated the new file is removed: nothing is left half done.
 */
export async function replacePhoto(deps: PhotoDeps, userId: string, upload: Buffer): Promise<PhotoUploaded> {
  return unexpectedAsUploadFailed(deps.logger, userId, 'upload', () => storeNewPhoto(deps, userId, upload));
}

async function storeNewPhoto(deps: PhotoDeps, userId: string, upload: Buffer): Promise<PhotoUploaded> {
  const { db, storage, logger } = deps;
  const jpeg = await normalizePhoto(upload, logger);
  const id = randomUUID();
  const key = photoKey(id);
  await storage.put(key, jpeg, 'image/jpeg');
  let previousId: string | null;
  try {
    previousId = await db.transaction(async (tx) => {
      await ensureSettings(tx, userId);
      // Locked: two uploads at once each delete the photo the other replaced, never the current one.
      const [row] = await tx
        .select({ photoId: userSettings.profilePhotoId })
        .from(userSettings)
        .where(eq(userSettings.userId, userId))
        .for('update');
      await tx
        .update(userSettings)
        .set({ profilePhotoUrl: photoUrl(id), profilePhotoId: id, updatedAt: new Date() })
        .where(eq(userSettings.userId, userId));
      return row?.photoId ?? null;
    });
  } catch (error) {
    await storage.delete(key).catch((cleanup: unknown) => {
      logger.error({ err: cleanup, key }, 'could not remove a photo whose settings update failed');
    });
    throw error;
  }
  if (previousId && previousId !== id && isPhotoId(previousId)) {
    // The new photo is in place: a failure here leaves an unreferenced file, not a broken profile.
    await storage.delete(photoKey(previousId)).catch((error: unknown) => {
      logger.warn({ err: error, userId: userId, photoId: previousId }, 'previous profile photo not deleted');
    });
  }
  return { profilePhotoUrl: photoUrl(id) };
}

/**
 * Deletes the file first, then clears the settings (if they still name it): should the update
 * fail, the next profile read finds the file missing and clears them (see photoUrlOf).
 */
export async function removePhoto(deps: PhotoDeps, userId: string): Promise<void> {
  await unexpectedAsUploadFailed(deps.logger, userId, 'removal', () => deleteCurrentPhoto(deps, userId));
}

async function deleteCurrentPhoto(deps: { db: Executor; storage: ObjectStorage }, userId: string): Promise<void> {
  const { db, storage } = deps;
  const [row] = await db
    .select({ photoId: userSettings.profilePhotoId, photoUrl: userSettings.profilePhotoUrl })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  if (!row || (!row.photoId && !row.photoUrl)) return;
  if (row.photoId && isPhotoId(row.photoId)) await storage.delete(photoKey(row.photoId));
  await db
    .update(userSettings)
    .set({ profilePhotoUrl: null, profilePhotoId: null, updatedAt: new Date() })
    .where(
      and(
        eq(userSettings.userId, userId),
        row.photoId ? eq(userSettings.profilePhotoId, row.photoId) : isNull(userSettings.profilePhotoId),
      ),
    );
}

/** The stored photo, for GET /api/photos/:id; null when the id is malformed or the file is gone. */
export async function readPhoto(storage: ObjectStorage, id: string): Promise<Buffer | null> {
  if (!isPhotoId(id)) return null;
  const object = await storage.get(photoKey(id));
  return object?.bytes ?? null;
}

/** The URL of the user's photo as stored, or null (a part of one statement, ADR 0030). */
export const photoUrlQuery = (userId: SqlValue<string>) =>
  jsonQuery(
    sql`select ${userSettings.profilePhotoUrl} from ${userSettings} where ${userSettings.userId} = ${userId}`,
    (value) => (typeof value === 'string' ? value : null),
  );

/**
 * The URL of the user's photo, or null. With `storage`, a photo whose file is gone is cleared
 * (spec part 2 §4: a stored URL found unreachable is cleared) and reported as null.
 */
export async function photoUrlOf(executor: Executor, userId: string, storage?: ObjectStorage): Promise<string | null> {
  const [row] = await executor
    .select({ photoId: userSettings.profilePhotoId, photoUrl: userSettings.profilePhotoUrl })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  if (!row) return null;
  if (storage && row.photoId && !(await photoExists(storage, row.photoId))) {
    await executor
      .update(userSettings)
      .set({ profilePhotoUrl: null, profilePhotoId: null, updatedAt: new Date() })
      .where(and(eq(userSettings.userId, userId), eq(userSettings.profilePhotoId, row.photoId)));
    return null;
  }
  return row.photoUrl;
}

/**
 * A malformed id (no key can name it) is as missing as a deleted file. A storage that cannot
 * answer (a permission error, say) proves nothing: the photo is kept.
 */
async function photoExists(storage: ObjectStorage, photoId: string): Promise<boolean> {
  if (!isPhotoId(photoId)) return false;
  return storage.exists(photoKey(photoId)).catch(() => true);
}

/** An unexpected failure (storage, database): logged, and the spec's upload error for the browser. */
async function unexpectedAsUploadFailed<T>(logger: Logger, userId: string, what: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, userId }, `profile photo ${what} failed`);
    throw new AppError('PHOTO_UPLOAD_FAILED');
  }
}

/** The photo's file; its columns are exported with user_settings (settings module). */
export const photoUserData: UserDataEntry = {
  module: 'photo',
  tables: [],
  async export({ db }, userId) {
    const url = await photoUrlOf(db, userId);
    return { photo: url ? [{ url }] : [] };
  },
  erase: (deps, userId) => deleteCurrentPhoto(deps, userId),
};
