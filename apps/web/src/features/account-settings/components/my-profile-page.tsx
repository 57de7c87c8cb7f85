import { PAGE_PATHS, type SessionUser } from '@marketplace/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountLinksFor } from '#web/shared/lib/account-links.ts';
import { formatDate, formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { sessionUserName, sessionUserPlace } from '#web/shared/lib/session-user.ts';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { MapPinIcon } from '#web/shared/ui/icons.tsx';
import { ChevronRightIcon, LogoutIcon } from '#web/shared/ui/more-icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { useProfileStats } from '../api/get-profile-stats.ts';
import { ProfileFigures, ProfileLoadError } from './profile-stats.tsx';
import { SettingsSection } from './settings-section.tsx';

type StatsQuery = ReturnType<typeof useProfileStats>;

/** Where a sentence takes its date (a character no translation holds). */
const MARK = '\u0000';

/** The sentence with its date unbroken: a narrow card wraps before the date, never inside it. */
function withDate(sentence: string, date: ReactNode): ReactNode {
  const [before = '', after = ''] = sentence.split(MARK);
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{date}</span>
      {after}
    </>
  );
}

/** A date not loaded yet, as wide as one: the sentence around it wraps as it will when it comes. */
const datePlaceholder = (width: string) => <Skeleton className={`inline-block h-4 align-middle ${width}`} />;

/**
 * The user's card: avatar, name, city and state, member since and the last login. While the
 * dates load, their sentences are there with a placeholder for each date.
 */
function ProfileCard({ user, stats }: { user: SessionUser; stats: StatsQuery }) {
  const { t } = useTranslation();
  const region = useRegion();
  const name = sessionUserName(user);
  const place = sessionUserPlace(user, region);
  let dates: ReactNode = null;
  if (stats.isPending)
    dates = (
      <>
        <li>{withDate(t('myProfile.memberSince', { date: MARK }), datePlaceholder('w-20'))}</li>
        <li>{withDate(t('myProfile.lastLoggedIn', { date: MARK }), datePlaceholder('w-28'))}</li>
      </>
    );
  else if (stats.isSuccess)
    dates = (
      <>
        <li>
          {withDate(t('myProfile.memberSince', { date: MARK }), formatDate(stats.data.memberSince, region))}
        </li>
        <li>
          {stats.data.lastLoggedIn
            ? withDate(
                t('myProfile.lastLoggedIn', { date: MARK }),
                formatDateTime(stats.data.lastLoggedIn, region),
              )
            : t('myProfile.neverLoggedIn')}
        </li>
      </>
    );
  return (
    <Card className="flex items-center gap-4 p-5 sm:p-6">
      <Avatar
        src={user.avatar}
        fallbackSrc={user.avatarFallback}
        name={name}
        className="size-16 text-2xl sm:size-20 sm:text-3xl"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-xl leading-tight font-extrabold tracking-tight break-words sm:text-2xl">
          {name}
        </h2>
        <ul className="flex flex-col gap-1 text-sm text-ink-muted">
          {place && (
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0" />
              {place}
            </li>
          )}
          {dates}
        </ul>
      </div>
    </Card>
  );
}

/** The account screens, a tap each, and Log out. */
function AccountLinks({
  user,
  onLogout,
  messagesMark,
}: {
  user: SessionUser;
  onLogout: () => void;
  messagesMark?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const row =
    'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left font-semibold hover:bg-brand-50 focus-visible:bg-brand-50';
  return (
    <Card className="overflow-hidden">
      <nav aria-labelledby={id}>
        <h2 id={id} className="sr-only">
          {t('myProfile.accountLinks')}
        </h2>
        <ul className="divide-y divide-line">
          {accountLinksFor(user).map(({ to, key, Icon }) => (
            <li key={to}>
              <Link to={to} className={row}>
                <span className="relative shrink-0">
                  <Icon className="size-5 text-ink-muted" />
                  {to === PAGE_PATHS.messages && messagesMark}
                </span>
                <span className="flex-1">{t(key)}</span>
                <ChevronRightIcon className="size-4 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={`${row} text-danger-700 hover:bg-danger-50`} onClick={onLogout}>
              <LogoutIcon className="size-5 shrink-0" />
              <span className="flex-1">{t('user.logout')}</span>
            </button>
          </li>
        </ul>
      </nav>
    </Card>
  );
}

/**
 * /profile/my-profile (spec 000's account menu, spec 001's "Profile/activity stats"): the user's
 * card, the figures of `GET /api/stats/my-profile`, and every account screen with Log out. On a
 * phone the bottom bar's Profile tab leads here, so each account screen is two taps away.
 * `messagesMark` is the unread mark the app shell draws on the Messages icon (a positioned parent).
 */
export function MyProfilePage({
  user,
  onLogout,
  messagesMark,
}: {
  user: SessionUser;
  onLogout: () => void;
  messagesMark?: ReactNode;
}) {
  const { t } = useTranslation();
  const stats = useProfileStats();

  const figures = stats.isError ? (
    <ProfileLoadError onRetry={() => void stats.refetch()} />
  ) : (
    <ProfileFigures stats={stats.data?.stats} />
  );

  return (
    <div className="flex flex-col gap-5 py-2 sm:py-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('routes.myProfile')}</h1>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <ProfileCard user={user} stats={stats} />
          <SettingsSection title={t('accountSettings.stats.title')}>{figures}</SettingsSection>
        </div>
        <AccountLinks user={user} onLogout={onLogout} messagesMark={messagesMark} />
      </div>
    </div>
  );
}
