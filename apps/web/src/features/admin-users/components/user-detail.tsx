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

function Rows<T>({ items, render }: { items: T[]; render: (item: T) => ReactNode }) {
  const { t } = useTranslation('admin');
  if (items.length === 0) return <p className="text-sm text-ink-muted">{t('console.empty')}</p>;
  return <ul className="flex flex-col divide-y divide-line text-sm">{items.map(render)}</ul>;
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

      <Section title={t('users.offers')} count={user.offers.length}>
        <Rows
          items={user.offers}
          render={(offer) => (
            <li key={offer.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={offerPath(offer.id)} className={linkClass}>
                {offer.title || `#${offer.id}`}
              </Link>
              <span className="text-ink-muted">
                {t(`reports.offerStatus.${offer.status}`)}
                {offer.suspended && ` · ${t('users.suspended')}`} · {when(offer.createdAt)}
              </span>
            </li>
          )}
        />
      </Section>

      <Section title={t('users.orders')} count={user.orders.length}>
        <Rows
          items={user.orders}
          render={(order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                #{order.id} · {t(`users.orderRole.${order.role}`)} · {formatMoney(order.amount, region)}
              </span>
              <span className="text-ink-muted">
                {tc(`orders.status.${order.status}`)}
                {order.disputed && ` · ${t('users.disputed')}`} · {when(order.createdAt)}
              </span>
            </li>
          )}
        />
      </Section>

      <Section title={t('users.disputes')} count={user.disputes.length}>
        <Rows
          items={user.disputes}
          render={(dispute) => (
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
        />
      </Section>

      <Section title={t('users.reportsAgainst')} count={user.reportsAgainst.length}>
        <Rows
          items={user.reportsAgainst}
          render={(report) => (
            <li key={report.id} className="py-2">
              <Link to={offerPath(report.offer.id)} className={linkClass}>
                {report.offer.title || `#${report.offer.id}`}
              </Link>{' '}
              <span className="text-ink-muted">
                · {tc(`offerDetail.report.reasons.${report.reason}`)} · {t(`reports.state.${report.status}`)}{' '}
                · {t('reports.by')}{' '}
              </span>
              <Link to={adminUserPath(report.reporter.id)} className={linkClass}>
                {report.reporter.username || `#${report.reporter.id}`}
              </Link>
            </li>
          )}
        />
      </Section>

      <Section title={t('users.reportsMade')} count={user.reportsMade.length}>
        <Rows
          items={user.reportsMade}
          render={(report) => (
            <li key={report.id} className="py-2">
              <Link to={offerPath(report.offer.id)} className={linkClass}>
                {report.offer.title || `#${report.offer.id}`}
              </Link>{' '}
              <span className="text-ink-muted">
                · {tc(`offerDetail.report.reasons.${report.reason}`)} · {t(`reports.state.${report.status}`)}{' '}
                · {when(report.createdAt)}
              </span>
            </li>
          )}
        />
      </Section>

      <Section title={t('users.conversations')} count={user.conversations.length}>
        <Rows
          items={user.conversations}
          render={(conversation) => (
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
        />
      </Section>

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
