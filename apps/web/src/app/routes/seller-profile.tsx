import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContactUserButton } from '#web/features/chat/components/contact-user-button.tsx';
import { SellerOffers } from '#web/features/offers/components/seller-offers.tsx';
import { SellerHeader, SellerHeaderSkeleton } from '#web/features/sellers/components/seller-header.tsx';
import { useSellerProfile } from '#web/shared/api/get-seller-profile.ts';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { useSession, type SessionState } from '#web/shared/lib/auth-store.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { NotFoundRoute } from './not-found.tsx';

/** A positive whole-number id from the path, else null (which shows the not-found page). */
export function parseSellerId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Whether the profile shows the contact button: never on one's own profile, nor while the session
 * is still unknown (decision 020); visitors see it and log in first.
 */
export function showsContact(session: Pick<SessionState, 'status' | 'user'>, sellerId: number): boolean {
  if (session.status === 'loading' || session.status === 'loggingOut') return false;
  return session.status !== 'authenticated' || session.user?.id !== sellerId;
}

function SellerProfile({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation();
  const profile = useSellerProfile(sellerId);
  const contact = showsContact(useSession(), sellerId);
  useDocumentTitle(profile.data?.friendlyName ?? t('routes.user'));

  if (profile.isError && isApiError(profile.error) && profile.error.status === 404) return <NotFoundRoute />;

  let header;
  if (profile.isPending) header = <SellerHeaderSkeleton />;
  else if (profile.isError)
    header = (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="sr-only">{t('routes.user')}</h1>
        <p role="alert" className="text-ink-muted">
          {t('errors.loadData')}
        </p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('sellerProfile.retry')}
        </Button>
      </Card>
    );
  else
    header = (
      <SellerHeader
        profile={profile.data}
        action={
          contact && (
            <ContactUserButton
              userId={sellerId}
              label={t('sellerProfile.contact')}
              block
              className="sm:w-auto"
            />
          )
        }
      />
    );

  return (
    <div className="flex flex-col gap-8 py-2 sm:py-6">
      {header}
      <SellerOffers sellerId={sellerId} />
    </div>
  );
}

/** /user/{id}: the public seller profile (spec 000 "Seller profile"); an unknown seller is not found. */
export function SellerProfileRoute() {
  const sellerId = parseSellerId(useParams().id);
  if (sellerId === null) return <NotFoundRoute />;
  return <SellerProfile key={sellerId} sellerId={sellerId} />;
}
