import type { AdminImageDto } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/** `POST /api/admin/images`: a category's or an advert's image (multipart, the part `file`). */
function uploadContentImage(file: File): Promise<AdminImageDto> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<AdminImageDto>('/api/admin/images', form, { requiresAuth: true });
}

/**
 * The console's image picker: uploads at once and hands back the file id and its URL; shows the
 * image just uploaded, else the current one (`imageUrl`). Used by the catalog and the adverts.
 */
export function AdminImageUpload({
  label,
  imageUrl,
  onUploaded,
  error,
}: {
  label: string;
  imageUrl: string | null | undefined;
  onUploaded: (image: AdminImageDto) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const shownUrl = uploadedUrl ?? imageUrl;
  const upload = useMutation<AdminImageDto, ApiError, File>({
    mutationFn: uploadContentImage,
    onSuccess: (image) => {
      setUploadedUrl(image.url);
      onUploaded(image);
    },
  });
  const message = upload.error
    ? translateServerMessage(upload.error.fieldErrors.file ?? upload.error.message)
    : error;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {shownUrl ? (
          <img src={shownUrl} alt="" className="h-16 w-24 rounded-lg object-cover ring-1 ring-line" />
        ) : (
          <span className="text-sm text-ink-muted">{t('images.none')}</span>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-labelledby={`${id}-label`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-label`}
        >
          {upload.isPending ? <Spinner /> : null}
          {shownUrl ? t('images.replace') : t('images.upload')}
        </Button>
      </div>
      {message && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      )}
    </div>
  );
}
