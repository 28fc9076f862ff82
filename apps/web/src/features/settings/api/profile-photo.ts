import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, type PhotoUploaded } from '@va/core/photo/contract';
import { api, ApiError } from '@/lib/api-client';

/** The checks a person gets at once; the server checks the real content again. */
export function checkPhoto(file: File): 'PHOTO_NOT_IMAGE' | 'PHOTO_TOO_LARGE' | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'PHOTO_NOT_IMAGE';
  if (file.size > PHOTO_MAX_BYTES) return 'PHOTO_TOO_LARGE';
  return null;
}

async function uploadPhoto(file: File): Promise<PhotoUploaded> {
  const problem = checkPhoto(file);
  if (problem) throw new ApiError(problem, 400);
  const body = new FormData();
  body.append('photo', file);
  let response: Response;
  try {
    response = await fetch('/api/profile/photo', { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  const data = (await response.json().catch(() => null)) as { code?: string; profilePhotoUrl?: string } | null;
  if (!response.ok || !data?.profilePhotoUrl) {
    const code =
      data?.code === 'PHOTO_NOT_IMAGE' || data?.code === 'PHOTO_TOO_LARGE' ? data.code : 'PHOTO_UPLOAD_FAILED';
    throw new ApiError(code, response.status);
  }
  return { profilePhotoUrl: data.profilePhotoUrl };
}

function useRefreshProfile() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['profile'] });
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

export function useUploadPhoto() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: refresh });
}

export function useRemovePhoto() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: () => api('/api/profile/photo', { method: 'DELETE' }), onSuccess: refresh });
}
