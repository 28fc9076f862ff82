import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, type PhotoUploaded } from '@va/core/photo/contract';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys, refreshPointsViews } from '@/lib/query-keys';

/** The checks a person gets at once; the server checks the real content again. */
export function checkPhoto(file: File): 'PHOTO_NOT_IMAGE' | 'PHOTO_TOO_LARGE' | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'PHOTO_NOT_IMAGE';
  if (file.size > PHOTO_MAX_BYTES) return 'PHOTO_TOO_LARGE';
  return null;
}

/** What the person can act on; any other refusal is worded 'the upload failed'. */
const PHOTO_REFUSALS: readonly string[] = ['PHOTO_NOT_IMAGE', 'PHOTO_TOO_LARGE', 'NETWORK'];

async function uploadPhoto(file: File): Promise<PhotoUploaded> {
  const problem = checkPhoto(file);
  if (problem) throw new ApiError(problem, 400);
  const body = new FormData();
  body.append('photo', file);
  try {
    return await api<PhotoUploaded>('/api/profile/photo', { body });
  } catch (error) {
    if (error instanceof ApiError && !PHOTO_REFUSALS.includes(error.code)) {
      throw new ApiError('PHOTO_UPLOAD_FAILED', error.status);
    }
    throw error;
  }
}

function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.profile }), refreshPointsViews(queryClient)]);
}

export function useUploadPhoto() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: refresh });
}

export function useRemovePhoto() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: () => api('/api/profile/photo', { method: 'DELETE' }), onSuccess: refresh });
}
