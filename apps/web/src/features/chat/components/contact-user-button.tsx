import { useLocation, useNavigate } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { currentReturnPath, loginPathFor } from '#web/shared/lib/login-path.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button, ButtonLink, type ButtonVariant } from '#web/shared/ui/button.tsx';
import { ChatIcon } from '#web/shared/ui/icons.tsx';
import { useStartConversation } from '../api/start-conversation.ts';

/**
 * Contact a user (the seller; spec 000 "Offer detail" and "Seller profile"): opens the conversation
 * with them, about the offer when given, existing or new. A visitor logs in first and comes back
 * to this page. Nothing while the session is still unknown; the caller hides it from the user
 * themselves.
 */
export function ContactUserButton({
  userId,
  offerId,
  label,
  variant = 'primary',
  block,
  className,
}: {
  userId: number;
  offerId?: number | null;
  label: string;
  variant?: ButtonVariant;
  block?: boolean;
  className?: string;
}) {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const start = useStartConversation();
  const icon = <ChatIcon className="size-5" />;
  if (status === 'loading' || status === 'loggingOut') return null;
  if (status !== 'authenticated') {
    const returnTo = currentReturnPath(location);
    return (
      <ButtonLink
        to={loginPathFor(returnTo)}
        state={{ from: returnTo }}
        variant={variant}
        block={block}
        icon={icon}
        className={className}
      >
        {label}
      </ButtonLink>
    );
  }
  const open = async () => {
    try {
      const conversation = await start.mutateAsync({ userId, offerId });
      void navigate(`/chat/${conversation.id}`);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Button
      variant={variant}
      block={block}
      icon={icon}
      loading={start.isPending}
      onClick={() => void open()}
      className={className}
    >
      {label}
    </Button>
  );
}
