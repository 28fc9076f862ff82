/** Profile photo rules (spec part 2 §5, §9). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
/** The side of the square the server stores and serves. */
export const PHOTO_SIZE_PX = 512;
