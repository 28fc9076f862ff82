import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/use-error-message';
import { useUploadPhoto } from '../api/photo';

/** Opens the file picker rendered by the PhotoPicker with this id (from an event handler). */
export function openPhotoPicker(inputId: string) {
  document.getElementById(inputId)?.click();
}

/**
 * The file picker (JPEG and PNG only) and the upload of the chosen photo. `children` renders the
 * trigger, which calls openPhotoPicker(inputId); `notImageMessage` lets the profile menu say
 * 'Seules les images sont autorisées' as the spec does.
 */
export function PhotoPicker({
  inputId,
  children,
  notImageMessage,
}: {
  inputId: string;
  children: (pending: boolean) => ReactNode;
  notImageMessage?: string;
}) {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();

  function onFile(file: File | undefined) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t('photo.updated')),
      onError: (error) => {
        const notImage = error instanceof ApiError && error.code === 'PHOTO_NOT_IMAGE';
        toast.error(notImage && notImageMessage ? notImageMessage : errorMessage(error, 'PHOTO_UPLOAD_FAILED'));
      },
    });
    if (input.current) input.current.value = '';
  }

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {children(upload.isPending)}
    </>
  );
}
