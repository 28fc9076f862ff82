/** A photo's id: a random UUID, the only thing that makes its public URL unguessable. */
const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isPhotoId = (value: string) => PHOTO_ID.test(value);
/** Where the file is in the object storage. */
export const photoKey = (id: string) => `profile-photos/${id}.jpg`;
/** What user_settings.profile_photo_url holds and the browser loads. */
export const photoUrl = (id: string) => `/api/photos/${id}`;
