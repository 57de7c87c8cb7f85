import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { MailIcon } from '#web/shared/ui/icons.tsx';
import { useContactAdministration } from '../api/start-conversation.ts';

/** 'Contact administration': opens (or starts) the user's conversation with the administration. */
export function ContactAdministrationButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contact = useContactAdministration();
  const open = async () => {
    try {
      const conversation = await contact.mutateAsync(undefined);
      void navigate(`/chat/${conversation.id}`);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Button
      variant="secondary"
      icon={<MailIcon className="size-5" />}
      loading={contact.isPending}
      onClick={() => void open()}
      className={className}
    >
      {t('chat.contactAdministration')}
    </Button>
  );
}
