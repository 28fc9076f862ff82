import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PHOTO_MAX_BYTES } from '@va/core/photo';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { sameOriginOnly } from '../../http/same-origin.ts';
import type { AppEnv } from '../../http/session.ts';
import { readPhoto, removePhoto, replacePhoto, type PhotoDeps } from './service.ts';

/** Room for the multipart framing around a file of PHOTO_MAX_BYTES (boundaries, part headers, file name). */
const MULTIPART_OVERHEAD = 16 * 1024;

const tooLarge = { code: 'PHOTO_TOO_LARGE' } as const;

/**
 * /api/profile/photo, behind the session guard:
 * POST multipart/form-data with a `photo` file → 200 { profilePhotoUrl }; DELETE → 204.
 */
export function profilePhotoRoutes(deps: PhotoDeps & { config: AppConfig }) {
  const { logger } = deps;

  /** An unexpected failure: logged, and the spec's upload error for the browser. */
  async function guarded(run: () => Promise<Response>, what: string, userId: string): Promise<Response> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.error({ err: error, userId }, `profile photo ${what} failed`);
      return Response.json({ code: 'PHOTO_UPLOAD_FAILED' }, { status: 500 });
    }
  }

  return new Hono<AppEnv>()
    .post(
      '/',
      sameOriginOnly(deps.config.appUrl),
      // By Content-Length before reading anything, or by counting when there is none.
      bodyLimit({ maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD, onError: (c) => c.json(tooLarge, 413) }),
      async (c) => {
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody();
        } catch {
          return c.json({ code: 'INVALID_INPUT' }, 400);
        }
        const file = form.photo;
        if (!(file instanceof File)) return c.json({ code: 'INVALID_INPUT' }, 400);
        if (file.size > PHOTO_MAX_BYTES) return c.json(tooLarge, 413);
        const user = c.var.user;
        return guarded(
          async () => c.json(await replacePhoto(deps, user, Buffer.from(await file.arrayBuffer()))),
          'upload',
          user.id,
        );
      },
    )
    .delete('/', async (c) =>
      guarded(
        async () => {
          await removePhoto(deps, c.var.user.id);
          return c.body(null, 204);
        },
        'removal',
        c.var.user.id,
      ),
    );
}

/**
 * GET /api/photos/:id, public: the id is a random UUID, known only from its owner's settings.
 * A new photo gets a new id, so the file never changes and may be cached for a year.
 */
export function photoFileRoutes(deps: Pick<PhotoDeps, 'storage'>) {
  return new Hono().get('/:id', async (c) => {
    const bytes = await readPhoto(deps.storage, c.req.param('id'));
    if (!bytes) return c.json({ code: 'NOT_FOUND' }, 404);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
}
