import { PAGE_PATHS, type AdminOrderDisputeDto } from '@marketplace/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#web/shared/admin/duration.ts';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { useDecideOrderDispute } from '../api/decide-dispute.ts';
import { useOrderDispute } from '../api/get-order-dispute.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { DetailList, DisputeNotLoaded, DisputeSection, Section, UserLink } from './section.tsx';

/** An order dispute with all it concerns, and its decision: refund (full or partial) or reject. */
export function OrderDispute({ id }: { id: number }) {
  const dispute = useOrderDispute(id);
  return dispute.data ? <OrderDisputeView data={dispute.data} /> : <DisputeNotLoaded query={dispute} />;
}

function OrderDisputeView({ data }: { data: AdminOrderDisputeDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const decide = useDecideOrderDispute(data.order.id);
  const [dialog, setDialog] = useState<'refund' | 'reject' | null>(null);
  const { order, dispute, payment } = data;
  const money = (amount: number) => formatMoney(amount, region);
  const when = (date: string | null) => (date ? formatDateTime(date, region) : '—');
  const authorName = (authorId: number | null) =>
    authorId === data.buyer.id
      ? t('disputes.buyerNamed', { name: data.buyer.username })
      : authorId === data.seller.id
        ? t('disputes.sellerNamed', { name: data.seller.username })
        : t('disputes.deletedAccount');

  return (
    <div className="flex flex-col gap-4">
      <DisputeSection
        dispute={dispute}
        rows={
          dispute.completionLeftMs !== null
            ? [[t('disputes.completionLeft'), formatDuration(t, 'plain', dispute.completionLeftMs)]]
            : []
        }
        outcome={(decision) =>
          decision.outcome === 'rejected'
            ? t('disputes.decidedRejected')
            : t('disputes.decidedRefunded', { amount: money(dispute.decision?.refundAmount ?? 0) })
        }
        actions={
          <>
            <Button onClick={() => setDialog('refund')}>{t('disputes.refund')}</Button>
            <Button variant="outline" onClick={() => setDialog('reject')}>
              {t('disputes.reject')}
            </Button>
          </>
        }
      />

      <Section title={t('disputes.order')}>
        <DetailList
          rows={[
            [t('disputes.status'), t(`disputes.orderStatus.${order.status}`)],
            [t('disputes.total'), money(order.amount)],
            [t('disputes.boughtOn'), when(order.createdAt)],
            [t('disputes.paidOn'), when(order.paidAt)],
            [t('disputes.confirmedOn'), when(order.confirmedAt)],
            ...(order.completeDueAt
              ? ([[t('disputes.completesOn'), when(order.completeDueAt)]] as [string, ReactNode][])
              : []),
            ...(order.completedAt
              ? ([[t('disputes.completedOn'), when(order.completedAt)]] as [string, ReactNode][])
              : []),
            ...(order.canceledAt
              ? ([[t('disputes.canceledOn'), when(order.canceledAt)]] as [string, ReactNode][])
              : []),
          ]}
        />
        <ul className="flex flex-col divide-y divide-line rounded-lg ring-1 ring-line">
          {order.products.map((product) => (
            <li key={product.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
              <span className="min-w-0 break-words">
                {product.offerId ? (
                  <Link
                    to={PAGE_PATHS.offer.replace(':id', String(product.offerId))}
                    className="text-brand-700 underline"
                  >
                    {product.title}
                  </Link>
                ) : (
                  product.title
                )}{' '}
                × {product.quantity}
              </span>
              <span>
                {money(product.unitPrice * product.quantity)}
                {product.deliveryPrice > 0 && ` + ${t('disputes.delivery')} ${money(product.deliveryPrice)}`}
              </span>
            </li>
          ))}
        </ul>
        <DetailList
          rows={[
            [
              t('disputes.shipTo'),
              order.shippingAddress
                ? [
                    order.shippingAddress.street,
                    order.shippingAddress.apartmentNumber,
                    order.shippingAddress.postCode,
                    order.shippingAddress.city,
                    order.shippingAddress.state,
                  ]
                    .filter(Boolean)
                    .join(', ')
                : t('disputes.pickup'),
            ],
            [
              t('disputes.shipment'),
              order.shipmentLink ? (
                <a
                  href={order.shipmentLink}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="break-all text-brand-700 underline"
                >
                  {order.shipmentLink}
                </a>
              ) : (
                '—'
              ),
            ],
          ]}
        />
      </Section>

      <div className="flex flex-col gap-4">
        {(['buyer', 'seller'] as const).map((side) => (
          <Section key={side} title={t(`disputes.${side}`)}>
            <DetailList
              rows={[
                [t('disputes.username'), <UserLink party={data[side]} />],
                [t('disputes.email'), <span className="break-all">{data[side].email}</span>],
                [t('disputes.phone'), data[side].phone ?? '—'],
              ]}
            />
          </Section>
        ))}
      </div>

      <Section title={t('disputes.payment')}>
        {payment ? (
          <DetailList
            rows={[
              [
                t('disputes.paymentStatus'),
                t(`disputes.paymentStatuses.${payment.status}`, { defaultValue: payment.status }),
              ],
              [t('disputes.total'), money(payment.amount)],
              [t('disputes.provider'), payment.provider],
              [
                t('disputes.providerId'),
                <span className="font-mono break-all">{payment.providerPaymentId ?? '—'}</span>,
              ],
              [
                t('disputes.refunds'),
                payment.refunds.length === 0
                  ? t('disputes.noRefunds')
                  : payment.refunds
                      .map((refund) => `${money(refund.amount)} (${when(refund.refundedAt)})`)
                      .join(', '),
              ],
            ]}
          />
        ) : (
          <p className="text-ink-muted">{t('disputes.noPayment')}</p>
        )}
      </Section>

      <Section title={t('disputes.conversation')}>
        {data.conversations.length === 0 ? (
          <p className="text-ink-muted">{t('disputes.noConversation')}</p>
        ) : (
          data.conversations.map((conversation) => (
            <div key={conversation.id} className="flex flex-col gap-2">
              {conversation.subject && <h3 className="font-semibold">{conversation.subject}</h3>}
              <ol className="flex flex-col gap-2">
                {conversation.messages.map((message) => (
                  <li key={message.id} className="rounded-lg bg-canvas p-3 text-sm">
                    <p className="font-semibold">
                      {authorName(message.authorId)}{' '}
                      <time dateTime={message.createdAt} className="font-normal text-ink-muted">
                        {when(message.createdAt)}
                      </time>
                    </p>
                    <p className="whitespace-pre-wrap break-words">{message.body}</p>
                  </li>
                ))}
              </ol>
            </div>
          ))
        )}
      </Section>

      <DecisionDialog
        open={dialog === 'refund'}
        onClose={() => setDialog(null)}
        title={t('disputes.refundTitle', { id: order.id })}
        intro={t('disputes.refundIntro')}
        confirmLabel={t('disputes.refundConfirm')}
        refundTotal={order.amount}
        pending={decide.isPending}
        onConfirm={(input) => decide.mutateAsync({ verb: 'refund', ...input })}
        done={t('disputes.refundDone')}
      />
      <DecisionDialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('disputes.rejectTitle', { id: order.id })}
        intro={t('disputes.rejectIntro')}
        confirmLabel={t('disputes.rejectConfirm')}
        danger
        pending={decide.isPending}
        onConfirm={(input) => decide.mutateAsync({ verb: 'reject', reason: input.reason })}
        done={t('disputes.rejectDone')}
      />
    </div>
  );
}
