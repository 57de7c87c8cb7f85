import { IMAGE_PICKER_ACCEPT, type UserDto } from '@marketplace/contract';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { Button, buttonClasses } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar.ts';
import { SettingsSection } from './settings-section.tsx';

/** Avatar with its fallback; uploads the first chosen file, or removes the photo. */
export function AvatarSection({ user, name }: { user: UserDto; name: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast.success(t('accountSettings.avatar.uploaded'));
    } catch (error) {
      // spec 001 section 8: the avatar error, else the message.
      const apiError = normalizeApiError(error);
      toast.error(translateServerMessage(apiError.fieldErrors.avatar ?? apiError.displayMessage, t));
    } finally {
      input.value = '';
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t('accountSettings.avatar.removed'));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <SettingsSection title={t('accountSettings.avatar.title')}>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <Avatar
          key={user.avatar ?? 'none'}
          src={user.avatar}
          fallbackSrc={user.avatarFallback}
          name={name}
          alt={t('accountSettings.avatar.alt')}
          className="size-24 text-3xl"
        />
        <div className="flex flex-col items-center gap-3 sm:items-start">
          <div className="flex flex-wrap justify-center gap-2">
            <label
              htmlFor={inputId}
              className={cn(
                buttonClasses({ variant: 'secondary', size: 'sm' }),
                'cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
                upload.isPending && 'pointer-events-none opacity-60',
              )}
            >
              {upload.isPending && <Spinner decorative className="size-4" />}
              {t('accountSettings.avatar.upload')}
              <input
                id={inputId}
                type="file"
                accept={IMAGE_PICKER_ACCEPT}
                className="sr-only"
                aria-describedby={hintId}
                disabled={upload.isPending}
                onChange={(event) => void onChange(event)}
              />
            </label>
            {user.avatar && (
              <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => void onRemove()}>
                {t('accountSettings.avatar.remove')}
              </Button>
            )}
          </div>
          <p id={hintId} className="text-sm text-ink-muted">
            {t('accountSettings.avatar.hint')}
          </p>
        </div>
      </div>
    </SettingsSection>
  );
}
