/**
 * The photo feature: the profile photo (spec part 2 §5, §9). POST /api/profile/photo (multipart,
 * field `photo`) → PhotoUploaded; DELETE /api/profile/photo → 204; GET /api/photos/:id serves it.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
/** The side of the square the server stores and serves. */
export const PHOTO_SIZE_PX = 512;
/** The multipart field the file is sent in. */
export const PHOTO_FIELD = 'photo';

/** POST /api/profile/photo. */
export interface PhotoUploaded {
  profilePhotoUrl: string;
}
