import { Hono } from 'hono';
import { z } from 'zod';
import { PHOTO_FIELD, PHOTO_MAX_BYTES } from '@va/core/photo/contract';
import type { LargerBody } from '../../http/body-limit.ts';
import { AppError } from '../../http/errors.ts';
import { perUser, rateLimit, type RateLimitDeps } from '../../http/rate-limit.ts';
import type { AppEnv } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { readPhoto, removePhoto, replacePhoto, type PhotoDeps } from './service.ts';

/** Room for the multipart framing around a file of PHOTO_MAX_BYTES (boundaries, part headers, file name). */
const MULTIPART_OVERHEAD = 16 * 1024;

/** The one route whose body may exceed the default limit (app.ts gives it to requestBodyLimit). */
export const PHOTO_UPLOAD_BODY: LargerBody = {
  method: 'POST',
  path: '/api/profile/photo',
  maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
  code: 'PHOTO_TOO_LARGE',
};

const uploadSchema = z.object({
  [PHOTO_FIELD]: z.instanceof(File).refine((file) => file.size <= PHOTO_MAX_BYTES, { error: 'PHOTO_TOO_LARGE' }),
});

/** Per user: each upload is decoded and resized (CPU); a person changes a photo a few times. */
export const PHOTO_UPLOAD_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

/**
 * /api/profile/photo, behind the session guard:
 * POST multipart/form-data with a `photo` file → 200 PhotoUploaded; DELETE → 204.
 */
export function profilePhotoRoutes(deps: PhotoDeps & RateLimitDeps) {
  return new Hono<AppEnv>()
    .post(
      '/',
      validate('form', uploadSchema, 'schema'),
      rateLimit(deps, 'photoUpload', [perUser(PHOTO_UPLOAD_RATE_LIMIT)]),
      async (c) => {
        const file = c.req.valid('form')[PHOTO_FIELD];
        return c.json(await replacePhoto(deps, c.var.user.id, Buffer.from(await file.arrayBuffer())));
      },
    )
    .delete('/', async (c) => {
      await removePhoto(deps, c.var.user.id);
      return c.body(null, 204);
    });
}

const photoIdParamSchema = z.object({ id: z.string() });

/**
 * GET /api/photos/:id, public: the id is a random UUID, known only from its owner's settings.
 * The id is the photo's version: a new photo gets a new id (a new URL, which the profile view
 * gives), so a file never changes and the browser may keep it for a year. `private`: no shared
 * cache keeps a copy, so a deleted photo is gone for everyone else at once (ADR 0020).
 */
export function photoFileRoutes(deps: Pick<PhotoDeps, 'storage'>) {
  return new Hono().get('/:id', validate('param', photoIdParamSchema), async (c) => {
    const bytes = await readPhoto(deps.storage, c.req.valid('param').id);
    if (!bytes) throw new AppError('NOT_FOUND');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/jpeg',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
}
