import { lazy, Suspense } from 'react';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { withAllTexts } from '#web/shared/lib/i18n.ts';

// Loaded for a logged-in visitor only: guests have no conversations (decision 045).
const UnreadMessagesMark = lazy(async () => ({
  default: (await withAllTexts(import('#web/features/chat/components/unread-messages-mark.tsx')))
    .UnreadMessagesMark,
}));

/** The Messages link's unread mark (top bar and bottom bar), placed by `className`. */
export function MessagesMark({ className }: { className: string }) {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <UnreadMessagesMark className={className} />
    </Suspense>
  );
}
