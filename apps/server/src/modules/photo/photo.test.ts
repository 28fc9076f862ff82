import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_PX } from '@va/core/photo/contract';
import { createApp } from '../../app.ts';
import { userSettings } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import type { ObjectStorage } from '../../services/storage/object-storage.ts';
import { newAccount } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import type { TestClient } from '../../../test/harness/client.ts';
import {
  cameraJpeg,
  gifImage,
  pngImage,
  pngOfSize,
  truncatedPng,
  uploadPhoto,
  type UploadFile,
} from '../../../test/harness/photos.ts';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await pngImage();
});
afterAll(async () => {
  await t?.close();
});

const URL_PATTERN = /^\/api\/photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function signedIn(): Promise<{ browser: TestClient; userId: string }> {
  const browser = t.client();
  const signUp = await browser.post('/api/auth/sign-up/email', newAccount());
  expect(signUp.status).toBe(200);
  const me = await browser.get<{ profile: { id: string } }>('/api/profile');
  return { browser, userId: me.body.profile.id };
}

const upload = (browser: TestClient | null, file: UploadFile, headers?: Record<string, string>) =>
  uploadPhoto(t.app, t.config.appUrl, browser, file, { headers });

const photoFiles = () => {
  const dir = path.join(t.uploadsDir, 'profile-photos');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const fileOf = (url: string) => path.join(t.uploadsDir, 'profile-photos', `${url.split('/').pop()}.jpg`);

async function settingsOf(userId: string) {
  const [row] = await t.db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row!;
}

async function fetchPhoto(url: string) {
  const response = await t.app.request(`${t.config.appUrl}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/profile/photo refuses what is not a JPEG or PNG photo of at most 5 MB', () => {
  it('answers 401 without a session, and stores nothing', async () => {
    const response = await upload(null, { bytes: png });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED' });
    expect(photoFiles()).toEqual([]);
  });

  it('judges the content, not the name or the declared type: text in photo.png, a GIF, a truncated PNG', async () => {
    const { browser, userId } = await signedIn();
    const refused: UploadFile[] = [
      { bytes: Buffer.from('Ceci est un fichier texte, pas une image.\n'.repeat(20)), name: 'photo.png' },
      { bytes: await gifImage(), name: 'photo.png', type: 'image/png' },
      { bytes: await truncatedPng(), name: 'photo.png', type: 'image/png' },
    ];
    for (const file of refused) {
      const response = await upload(browser, file);
      expect({ name: file.name, status: response.status, body: response.body }).toEqual({
        name: file.name,
        status: 400,
        body: { code: 'PHOTO_NOT_IMAGE' },
      });
    }
    expect(photoFiles()).toEqual([]);
    expect((await settingsOf(userId)).profilePhotoId).toBeNull();
  });

  it('answers 413 PHOTO_TOO_LARGE to a 6 MB image, to a file 1 byte over 5 MB, and by Content-Length alone', async () => {
    const { browser, userId } = await signedIn();
    // No Content-Length (as app.request sends a FormData): counted while reading.
    const sixMegabytes = await upload(browser, { bytes: await pngOfSize(6 * 1024 * 1024) });
    expect(sixMegabytes.status).toBe(413);
    expect(sixMegabytes.body).toEqual({ code: 'PHOTO_TOO_LARGE' });
    // The body fits the multipart allowance, the file does not.
    const justOver = await upload(browser, { bytes: await pngOfSize(PHOTO_MAX_BYTES + 1) });
    expect(justOver.status).toBe(413);
    expect(justOver.body).toEqual({ code: 'PHOTO_TOO_LARGE' });
    // A declared length above the limit is refused before the body is read.
    const declared = await upload(browser, { bytes: png }, { 'content-length': String(6 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ code: 'PHOTO_TOO_LARGE' });
    expect(photoFiles()).toEqual([]);
    expect((await settingsOf(userId)).profilePhotoId).toBeNull();
  });

  it('refuses a request without a photo field, and one sent by another site', async () => {
    const { browser } = await signedIn();
    const noField = await uploadPhoto(t.app, t.config.appUrl, browser, { bytes: png }, { field: 'avatar' });
    expect(noField.status).toBe(400);
    expect(noField.body).toEqual({ code: 'INVALID_INPUT' });
    const crossSite = await upload(browser, { bytes: png }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(photoFiles()).toEqual([]);
  });
});

describe('a profile photo, from upload to removal', () => {
  it('stores a PNG as a 512×512 JPEG at a new URL, in the settings and on disk', async () => {
    const { browser, userId } = await signedIn();
    const response = await upload(browser, { bytes: png, name: 'moi.png', type: 'image/png' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ profilePhotoUrl: expect.stringMatching(URL_PATTERN) });
    const url = response.body.profilePhotoUrl as string;
    const id = url.split('/').pop();

    expect(existsSync(fileOf(url))).toBe(true);
    const settings = await settingsOf(userId);
    expect(settings).toMatchObject({ profilePhotoUrl: url, profilePhotoId: id });
    expect(settings.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await browser.get<{ settings: unknown }>('/api/profile')).body.settings).toMatchObject({
      profilePhotoUrl: url,
    });

    // Public by its unguessable id: no cookie needed.
    const { response: served, bytes } = await fetchPhoto(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // Private (no shared cache), for a year: the URL changes with the photo (its id is its version).
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: PHOTO_SIZE_PX, height: PHOTO_SIZE_PX });
    // HEAD (the web app's reachability check) answers like GET, without the bytes.
    const head = await t.app.request(`${t.config.appUrl}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
  });

  it('turns a camera JPEG upright and keeps none of its EXIF (make, model, GPS)', async () => {
    const { browser } = await signedIn();
    const source = await cameraJpeg();
    const sourceMetadata = await sharp(source).metadata();
    expect(sourceMetadata.exif).toBeDefined();
    expect(sourceMetadata.orientation).toBe(6);
    expect(source.includes('Secret Phone 9')).toBe(true);

    const response = await upload(browser, { bytes: source, name: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(response.status).toBe(200);
    const { bytes } = await fetchPhoto(response.body.profilePhotoUrl as string);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: PHOTO_SIZE_PX, height: PHOTO_SIZE_PX });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('TestCam')).toBe(false);
    expect(bytes.includes('Secret Phone 9')).toBe(false);

    // Upright: the red half (left as stored, top as shown) is at the top.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(256, 20) as [number, number, number];
    const [bottomRed, , bottomBlue] = pixel(256, 490) as [number, number, number];
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(50);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(50);
  });

  it('replaces the photo: a new URL, the previous file deleted', async () => {
    const { browser, userId } = await signedIn();
    const first = (await upload(browser, { bytes: png })).body.profilePhotoUrl as string;
    const second = await upload(browser, { bytes: await pngImage(300, 300, '#f97316') });
    expect(second.status).toBe(200);
    const secondUrl = second.body.profilePhotoUrl as string;
    expect(secondUrl).toMatch(URL_PATTERN);
    expect(secondUrl).not.toBe(first);

    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(secondUrl))).toBe(true);
    expect((await fetchPhoto(first)).response.status).toBe(404);
    expect((await settingsOf(userId)).profilePhotoUrl).toBe(secondUrl);
  });

  it('removes the photo: 204, file deleted, both fields cleared', async () => {
    const { browser, userId } = await signedIn();
    const url = (await upload(browser, { bytes: png })).body.profilePhotoUrl as string;

    const removed = await browser.request('/api/profile/photo', { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await settingsOf(userId)).toMatchObject({ profilePhotoUrl: null, profilePhotoId: null });
    expect((await browser.get<{ settings: unknown }>('/api/profile')).body.settings).toMatchObject({
      profilePhotoUrl: null,
    });
    expect((await fetchPhoto(url)).response.status).toBe(404);
    // Again, with nothing left: still 204.
    expect((await browser.request('/api/profile/photo', { method: 'DELETE' })).status).toBe(204);
  });

  it('clears a stored URL whose file is gone when the profile is read', async () => {
    const { browser, userId } = await signedIn();
    const url = (await upload(browser, { bytes: png })).body.profilePhotoUrl as string;
    rmSync(fileOf(url));

    const me = await browser.get<{ settings: { profilePhotoUrl: string | null } }>('/api/profile');
    expect(me.status).toBe(200);
    expect(me.body.settings.profilePhotoUrl).toBeNull();
    expect(await settingsOf(userId)).toMatchObject({ profilePhotoUrl: null, profilePhotoId: null });
  });

  it('lets nobody else remove my photo: their DELETE only affects theirs', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const mine = (await upload(me.browser, { bytes: png })).body.profilePhotoUrl as string;
    const theirs = (await upload(other.browser, { bytes: png })).body.profilePhotoUrl as string;

    expect((await other.browser.request('/api/profile/photo', { method: 'DELETE' })).status).toBe(204);
    expect(existsSync(fileOf(theirs))).toBe(false);
    expect(existsSync(fileOf(mine))).toBe(true);
    expect((await settingsOf(me.userId)).profilePhotoUrl).toBe(mine);
    expect((await settingsOf(other.userId)).profilePhotoUrl).toBeNull();
  });

  it('answers 404 to an unknown or malformed photo id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await t.app.request(`${t.config.appUrl}/api/photos/${id}`);
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
    }
  });
});

describe('an upload that fails half-way leaves nothing behind', () => {
  /** The same database and sessions, with one part broken. */
  function appWith(parts: { storage?: ObjectStorage; failTransactions?: boolean }) {
    const db = parts.failTransactions
      ? new Proxy(t.db, {
          get: (target, property, receiver) =>
            property === 'transaction'
              ? () => Promise.reject(new Error('the database went away'))
              : Reflect.get(target, property, receiver),
        })
      : t.db;
    return createApp({
      config: t.config,
      db,
      databaseHealth: t.handle.health,
      logger: createLogger('silent'),
      onOutboxWrite: () => undefined,
      notificationBus: t.notificationBus,
      storage: parts.storage ?? t.storage,
    }).app;
  }

  it('removes the new file when the settings cannot be updated, and keeps the previous photo', async () => {
    const { browser, userId } = await signedIn();
    const previous = (await upload(browser, { bytes: png })).body.profilePhotoUrl as string;
    const before = photoFiles().length;

    const response = await uploadPhoto(appWith({ failTransactions: true }), t.config.appUrl, browser, { bytes: png });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 'PHOTO_UPLOAD_FAILED' });
    expect(photoFiles().length).toBe(before);
    expect(existsSync(fileOf(previous))).toBe(true);
    expect((await settingsOf(userId)).profilePhotoUrl).toBe(previous);
  });

  it('changes nothing when the file cannot be written', async () => {
    const { browser, userId } = await signedIn();
    const broken: ObjectStorage = { ...t.storage, put: () => Promise.reject(new Error('disk full')) };
    const response = await uploadPhoto(appWith({ storage: broken }), t.config.appUrl, browser, { bytes: png });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 'PHOTO_UPLOAD_FAILED' });
    expect((await settingsOf(userId)).profilePhotoId).toBeNull();
  });
});
