import { PAGE_PATHS, type AdminUserDto } from '@marketplace/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminLoadState, AdminPage } from '#web/shared/admin/admin-page.tsx';
import { ReasonDialog } from '#web/shared/admin/reason-dialog.tsx';
import { formatDateTime, formatMoney } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { useBlockUser } from '../api/block-user.ts';
import { useUser } from '../api/get-user.ts';
import { StatusBadge } from './status-badge.tsx';
import { adminUserPath } from './users-search.tsx';

const offerPath = (id: number) => PAGE_PATHS.offer.replace(':id', String(id));
const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline break-words';

/** `/admin/users/:id`: the account, what it did and what concerns it, and Block / Unblock. */
export function UserDetail({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const user = useUser(id);
  const title = user.data ? user.data.account.username : t('users.title');
  return (
    <AdminPage title={title} description={t('users.pageDescription')}>
      <p>
        <Link to={PAGE_PATHS.adminUsers} className={linkClass}>
          {t('users.backToSearch')}
        </Link>
      </p>
      {user.data ? (
        <UserSections user={user.data} />
      ) : (user.error as { status?: number } | null)?.status === 404 ? (
        <p role="alert" className="rounded-xl bg-surface p-4 ring-1 ring-line">
          {t('users.notFound')}
        </p>
      ) : (
        <AdminLoadState failed={user.isError} onRetry={() => void user.refetch()} />
      )}
    </AdminPage>
  );
}

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const headingId = `user-section-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-surface p-4 ring-1 ring-line">
      <h2 id={headingId} className="mb-2 text-lg font-bold">
        {title}
        {count !== undefined && <span className="ml-2 text-sm font-normal text-ink-muted">({count})</span>}
      </h2>
      {children}
    </section>
  );
}

/** One of the page's lists (offers, orders, disputes, reports, conversations): title and count, then a line each. */
function ListSection<T>({
  title,
  items,
  children,
}: {
  title: string;
  items: T[];
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Section title={title} count={items.length}>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('console.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm">{items.map(children)}</ul>
      )}
    </Section>
  );
}

/** A line of a list: what it is, and (muted, at the end) its state and date. */
function Line({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <li className="flex flex-wrap justify-between gap-2 py-2">
      {children}
      <span className="text-ink-muted">{aside}</span>
    </li>
  );
}

/** A report's line: the offer, the reason and the report's state, then what the list adds. */
function ReportLine({
  report,
  children,
}: {
  report: AdminUserDto['reportsMade'][number];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  return (
    <li className="py-2">
      <Link to={offerPath(report.offer.id)} className={linkClass}>
        {report.offer.title || `#${report.offer.id}`}
      </Link>{' '}
      <span className="text-ink-muted">
        · {tc(`offerDetail.report.reasons.${report.reason}`)} · {t(`reports.state.${report.status}`)} ·{' '}
      </span>
      {children}
    </li>
  );
}

function UserSections({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const region = useRegion();
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const blockUser = useBlockUser(user.account.id);
  const { account } = user;
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, region)}</time>;
  const canBlock = account.status !== 'deleted' && account.role !== 'admin';

  return (
    <div className="flex flex-col gap-4">
      <Section title={t('users.account')}>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-ink-muted">{t('users.state')}</dt>
          <dd>
            <StatusBadge status={account.status} />
          </dd>
          <dt className="text-ink-muted">{t('users.email')}</dt>
          <dd className="break-all">{account.email || '—'}</dd>
          <dt className="text-ink-muted">{t('users.phone')}</dt>
          <dd>{account.phone ?? '—'}</dd>
          <dt className="text-ink-muted">{t('users.name')}</dt>
          <dd className="break-words">{account.name ?? '—'}</dd>
          <dt className="text-ink-muted">{t('users.type')}</dt>
          <dd>{t(`users.types.${account.type}`)}</dd>
          <dt className="text-ink-muted">{t('users.registered')}</dt>
          <dd>{when(account.createdAt)}</dd>
          <dt className="text-ink-muted">{t('users.lastLogin')}</dt>
          <dd>{account.lastLoggedInAt ? when(account.lastLoggedInAt) : '—'}</dd>
          {account.deletedAt && (
            <>
              <dt className="text-ink-muted">{t('users.deletedAt')}</dt>
              <dd>{when(account.deletedAt)}</dd>
            </>
          )}
        </dl>
      </Section>

      <Section title={t('users.blockSection')}>
        {account.block ? (
          <div role="status" className="mb-3 rounded-lg bg-canvas p-3 text-sm ring-1 ring-line">
            <p className="font-semibold">
              {t('users.blockedSince', { date: formatDateTime(account.block.at, region) })}
            </p>
            <p className="mt-1 break-words">
              {t('console.reason')}: {account.block.reason}
            </p>
          </div>
        ) : (
          <p className="mb-3 text-sm text-ink-muted">
            {canBlock
              ? t('users.notBlocked')
              : t(account.role === 'admin' ? 'users.cannotBlockAdmin' : 'users.cannotBlockDeleted')}
          </p>
        )}
        {account.block ? (
          <Button variant="secondary" onClick={() => setDialog('unblock')}>
            {t('users.unblock')}
          </Button>
        ) : (
          canBlock && (
            <Button variant="danger" onClick={() => setDialog('block')}>
              {t('users.block')}
            </Button>
          )
        )}
      </Section>

      <ListSection title={t('users.offers')} items={user.offers}>
        {(offer) => (
          <Line
            key={offer.id}
            aside={
              <>
                {t(`reports.offerStatus.${offer.status}`)}
                {offer.suspended && ` · ${t('users.suspended')}`} · {when(offer.createdAt)}
              </>
            }
          >
            <Link to={offerPath(offer.id)} className={linkClass}>
              {offer.title || `#${offer.id}`}
            </Link>
          </Line>
        )}
      </ListSection>

      <ListSection title={t('users.orders')} items={user.orders}>
        {(order) => (
          <Line
            key={order.id}
            aside={
              <>
                {tc(`orders.status.${order.status}`)}
                {order.disputed && ` · ${t('users.disputed')}`} · {when(order.createdAt)}
              </>
            }
          >
            <span>
              #{order.id} · {t(`users.orderRole.${order.role}`)} · {formatMoney(order.amount, region)}
            </span>
          </Line>
        )}
      </ListSection>

      <ListSection title={t('users.disputes')} items={user.disputes}>
        {(dispute) => (
          <li key={dispute.orderId} className="py-2">
            <Link
              to={PAGE_PATHS.adminOrderDispute.replace(':id', String(dispute.orderId))}
              className={linkClass}
            >
              {t('users.disputeOf', { id: dispute.orderId })}
            </Link>{' '}
            <span className="text-ink-muted">
              · {t(`users.orderRole.${dispute.role}`)} · {when(dispute.disputedAt)}
            </span>
            {dispute.description && <p className="mt-1 break-words">{dispute.description}</p>}
          </li>
        )}
      </ListSection>

      <ListSection title={t('users.reportsAgainst')} items={user.reportsAgainst}>
        {(report) => (
          <ReportLine key={report.id} report={report}>
            <span className="text-ink-muted">{t('reports.by')} </span>
            <Link to={adminUserPath(report.reporter.id)} className={linkClass}>
              {report.reporter.username || `#${report.reporter.id}`}
            </Link>
          </ReportLine>
        )}
      </ListSection>

      <ListSection title={t('users.reportsMade')} items={user.reportsMade}>
        {(report) => (
          <ReportLine key={report.id} report={report}>
            <span className="text-ink-muted">{when(report.createdAt)}</span>
          </ReportLine>
        )}
      </ListSection>

      <ListSection title={t('users.conversations')} items={user.conversations}>
        {(conversation) => (
          <li key={conversation.id} className="flex flex-wrap items-baseline gap-x-2 py-2">
            {conversation.kind === 'administration' ? (
              <Link to={PAGE_PATHS.adminSupport} className={linkClass}>
                {t('users.withAdministration')}
              </Link>
            ) : (
              <span>
                {t('users.with')}{' '}
                {conversation.with.map((other, index) => (
                  <span key={other.id}>
                    {index > 0 && ', '}
                    <Link to={adminUserPath(other.id)} className={linkClass}>
                      {other.username || `#${other.id}`}
                    </Link>
                  </span>
                ))}
              </span>
            )}
            {conversation.offerId !== null && (
              <Link to={offerPath(conversation.offerId)} className={linkClass}>
                {conversation.subject ?? `#${conversation.offerId}`}
              </Link>
            )}
            <span className="text-ink-muted">{when(conversation.createdAt)}</span>
          </li>
        )}
      </ListSection>

      <ReasonDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={t(dialog === 'unblock' ? 'users.unblockTitle' : 'users.blockTitle', {
          username: account.username,
        })}
        intro={t(dialog === 'unblock' ? 'users.unblockIntro' : 'users.blockIntro')}
        confirm={t(dialog === 'unblock' ? 'users.unblock' : 'users.block')}
        danger={dialog === 'block'}
        pending={blockUser.isPending}
        done={t(dialog === 'unblock' ? 'users.unblocked' : 'users.blocked')}
        send={(reason) => blockUser.mutateAsync({ block: dialog === 'block', reason })}
      />
    </div>
  );
}
