import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { currentReturnPath, loginPathFor } from '#web/shared/lib/login-path.ts';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '#web/shared/ui/button.tsx';
import type { ReviewTarget } from '../api/post-review.ts';
import { ReviewModal } from './review-modal.tsx';

/**
 * A button that opens the review modal for `target`. A visitor gets a link to log in and come
 * back instead; nothing while the session is unknown. `disabledReason` disables it and says why
 * (as its title and description).
 */
export function ReviewButton({
  target,
  label,
  subject,
  disabledReason,
  variant = 'outline',
  size = 'sm',
  onSubmitted,
}: {
  target: ReviewTarget;
  label: string;
  subject?: string;
  disabledReason?: string | undefined;
  variant?: ButtonVariant;
  size?: ButtonSize;
  onSubmitted?: () => void;
}) {
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (status === 'loading' || status === 'loggingOut') return null;
  if (status !== 'authenticated') {
    return (
      <ButtonLink to={loginPathFor(currentReturnPath(location))} variant={variant} size={size}>
        {label}
      </ButtonLink>
    );
  }
  const hintId = `review-hint-${target.kind}-${target.id}`;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        disabled={disabledReason !== undefined}
        title={disabledReason}
        aria-describedby={disabledReason ? hintId : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {disabledReason && (
        <span id={hintId} className="sr-only">
          {disabledReason}
        </span>
      )}
      <ReviewModal
        target={target}
        subject={subject}
        open={open}
        onClose={() => setOpen(false)}
        onSubmitted={onSubmitted}
      />
    </>
  );
}
