import {
  MESSAGES,
  PAGE_PATHS,
  ORDER_COMPLETION_REMINDER_MS,
  type AdminDisputeListItemDto,
  type AdminOrderDisputeDto,
  type AdminOrderRefundInput,
  type DisputeState,
  type Region,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { ChatAdmin } from '../chat/index.ts';
import { notify, orderDisputeDecidedMessage } from '../notifications/index.ts';
import { queueMessage } from '../outbox/index.ts';
import type { OrdersAdminRepository } from './orders.admin.repository.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { OrdersScope, OrdersService } from './orders.service.ts';

/** Who decides: an administrator of the request's edition. */
export interface AdminActor {
  id: number;
  region: Region;
}

/** The statuses a dispute can be decided in: a completed or canceled order is past it. */
const DECIDABLE = ['paid', 'confirmed'] as const;

const seconds = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/** The accounts module's part of the decision's transaction is read only by `emailOf` (handed in by app.ts). */
type AdminScope = OrdersScope & { audit: AuditLog; accounts: unknown };

/**
 * The administration of order disputes (issue 25, decision 085): the list, one dispute with all it
 * concerns, and the decision: refund the buyer (in full: the order canceled, its stock returned;
 * in part: the order completed) or reject (the order goes on, its automatic completion resumes with
 * the time it had left). One decision per dispute, audited, told to both parties; the refund and
 * the messages are events of the decision's transaction.
 */
export function createOrdersAdminService(deps: {
  ordersRepository: OrdersRepository;
  adminRepository: OrdersAdminRepository;
  orders: Pick<OrdersService, 'cancelInScope' | 'settlePartialRefund'>;
  unitOfWork: UnitOfWork<AdminScope>;
  /** The payments module's view of a payment, for the console. */
  paymentOf: (paymentId: number) => Promise<AdminOrderDisputeDto['payment']>;
  chat: Pick<ChatAdmin, 'conversationsBetween'>;
  /** An account's e-mail address (the accounts module's read), in the decision's transaction. */
  emailOf: (scope: { accounts: unknown }, accountId: number) => Promise<string | undefined>;
  publicOrigin: (region: Region) => string;
  clock: Clock;
}) {
  const { ordersRepository: repository, adminRepository, unitOfWork, clock } = deps;

  /** The order as a disputed order of the edition, or 404. */
  async function disputed(region: Region, orderId: number) {
    const order = await repository.findRecord(orderId);
    if (!order || order.region !== region || !order.disputedAt) throw new NotFoundError();
    return order;
  }

  /** Locks the order and refuses a decision already taken (409) or no longer possible. */
  async function lockOpen(scope: AdminScope, region: Region, orderId: number): Promise<OrderRow> {
    const order = await scope.orders.findForUpdate(orderId);
    if (!order || order.region !== region || !order.disputedAt) throw new NotFoundError();
    if (order.disputeDecidedAt) throw new ConflictError(MESSAGES.disputeAlreadyDecided);
    if (!(DECIDABLE as readonly string[]).includes(order.status))
      throw new ConflictError(MESSAGES.disputeNotOpen);
    return order;
  }

  /** Tells the buyer and the seller (bell, socket, e-mail), in the decision's transaction. */
  async function tellParties(
    scope: AdminScope,
    order: OrderRow,
    outcome: 'refunded' | 'partiallyRefunded' | 'rejected',
    refundAmount: number | null,
    reason: string,
    now: Date,
  ) {
    const origin = deps.publicOrigin(order.region);
    for (const [accountId, party, path] of [
      [order.buyerId, 'buyer', PAGE_PATHS.purchase.replace(':order', String(order.id))],
      [order.sellerId, 'seller', PAGE_PATHS.soldOrder.replace(':order', String(order.id))],
    ] as const) {
      await notify(scope, {
        region: order.region,
        accountId,
        kind: 'orderdisputedecided',
        data: { orderId: order.id, party, outcome, reason, refundAmount, currency: order.currency },
        dedupeKey: `orderdisputedecided:${order.id}:${accountId}`,
        createdAt: now,
      });
      const email = await deps.emailOf(scope, accountId);
      if (email)
        await queueMessage(scope.events, {
          region: order.region,
          channel: 'email',
          recipient: email,
          ...orderDisputeDecidedMessage(order.region, {
            orderId: order.id,
            outcome,
            refundAmount,
            reason,
            link: `${origin}${path}`,
          }),
        });
    }
  }

  const before = (order: OrderRow) => ({ status: order.status, dispute: 'open' });

  return {
    async list(region: Region, state: DisputeState, page: number, pageSize: number) {
      const now = clock();
      const { rows, total } = await adminRepository.disputes(region, state, pageSize, (page - 1) * pageSize);
      const items: AdminDisputeListItemDto[] = rows.map((row) => ({
        kind: 'order',
        id: row.id,
        description: row.description ?? '',
        openedAt: row.disputedAt!.toISOString(),
        ageSeconds: seconds(row.disputedAt!, row.decidedAt ?? now),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        outcome: row.outcome,
        complainant: row.buyer,
        respondent: row.seller,
        amount: row.amount,
        currency: row.currency,
        rating: null,
      }));
      return { items, total };
    },

    async detail(region: Region, orderId: number): Promise<AdminOrderDisputeDto> {
      const order = await disputed(region, orderId);
      const now = clock();
      const [payment, conversations, decidedBy, buyerEmail] = await Promise.all([
        order.paymentId === null ? null : deps.paymentOf(order.paymentId),
        deps.chat.conversationsBetween(region, order.buyerId, order.sellerId),
        order.disputeDecidedBy === null ? undefined : adminRepository.usernameOf(order.disputeDecidedBy),
        adminRepository.emailOf(order.buyerId),
      ]);
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      return {
        order: {
          id: order.id,
          status: order.status,
          amount: order.amount,
          currency: order.currency,
          createdAt: order.createdAt.toISOString(),
          paidAt: iso(order.paidAt),
          confirmedAt: iso(order.confirmedAt),
          completedAt: iso(order.completedAt),
          canceledAt: iso(order.canceledAt),
          completeDueAt:
            order.status === 'confirmed' && order.disputeDecidedAt ? iso(order.completeDueAt) : null,
          shipmentLink: order.shipmentLink,
          shippingAddress:
            order.shipStreet === null
              ? null
              : {
                  street: order.shipStreet,
                  apartmentNumber: order.shipApartmentNumber,
                  city: order.shipCity,
                  state: order.shipState,
                  postCode: order.shipPostCode,
                },
          products: order.products.map((product) => ({
            id: product.id,
            offerId: product.offerId,
            title: product.title,
            unitPrice: product.unitPrice,
            quantity: product.quantity,
            deliveryMethod: product.deliveryMethod,
            deliveryPrice: product.deliveryPrice,
          })),
        },
        buyer: {
          id: order.buyer.id,
          username: order.buyer.username,
          email: buyerEmail,
          phone: order.buyer.phone,
        },
        seller: order.seller,
        payment,
        dispute: {
          description: order.disputeDescription ?? '',
          createdAt: order.disputedAt!.toISOString(),
          ageSeconds: seconds(order.disputedAt!, order.disputeDecidedAt ?? now),
          completionLeftMs: order.disputeDecidedAt ? null : completionLeft(order),
          decision:
            order.disputeOutcome && order.disputeDecidedAt
              ? {
                  outcome: order.disputeOutcome,
                  reason: order.disputeReason ?? '',
                  decidedAt: order.disputeDecidedAt.toISOString(),
                  decidedBy:
                    order.disputeDecidedBy === null || decidedBy === undefined
                      ? null
                      : { id: order.disputeDecidedBy, username: decidedBy },
                  refundAmount: order.disputeRefundAmount,
                }
              : null,
        },
        conversations,
      };
    },

    /** Refunds the buyer in full (no amount, or the whole total) or in part. */
    async refund(actor: AdminActor, orderId: number, input: AdminOrderRefundInput): Promise<void> {
      const now = clock();
      await unitOfWork(async (scope) => {
        const order = await lockOpen(scope, actor.region, orderId);
        const amount = input.amount ?? order.amount;
        if (amount > order.amount) throw new ValidationError({ amount: MESSAGES.refundAmountTooHigh });
        const full = amount === order.amount;
        const decision = {
          disputeOutcome: 'refunded' as const,
          disputeDecidedAt: now,
          disputeDecidedBy: actor.id,
          disputeReason: input.reason,
          disputeRefundAmount: amount > 0 ? amount : null,
        };
        let after: OrderRow | undefined;
        if (full) {
          after = await deps.orders.cancelInScope(scope, order, now, decision);
        } else {
          // A partial refund: the buyer keeps what they bought, so the order is completed (decision 085).
          after = await scope.orders.transition(order.id, [order.status], {
            ...decision,
            status: 'completed',
            completedAt: now,
            refundDueAt: order.paymentId === null ? null : now,
          });
          if (after) await deps.orders.settlePartialRefund(scope, after, amount);
          if (after?.refundDueAt)
            await scope.events.emit(
              'order.refund',
              { orderId: order.id },
              { key: `order.refund:${order.id}` },
            );
        }
        if (!after) throw new ConflictError(MESSAGES.disputeAlreadyDecided);
        await scope.audit.record(actor.region, actor.id, {
          action: full ? 'orderDispute.refund' : 'orderDispute.refundPartially',
          subjectType: 'order',
          subjectId: order.id,
          reason: input.reason,
          before: before(order),
          after: { status: after.status, dispute: 'refunded', refundAmount: decision.disputeRefundAmount },
        });
        await tellParties(
          scope,
          order,
          full ? 'refunded' : 'partiallyRefunded',
          decision.disputeRefundAmount,
          input.reason,
          now,
        );
      });
    },

    /** Rejects the dispute: the order goes on, its automatic completion with the time it had left. */
    async reject(actor: AdminActor, orderId: number, reason: string): Promise<void> {
      const now = clock();
      await unitOfWork(async (scope) => {
        const order = await lockOpen(scope, actor.region, orderId);
        const left = completionLeft(order);
        const completeDueAt = left === null ? order.completeDueAt : new Date(now.getTime() + left);
        const after = await scope.orders.transition(order.id, [order.status], {
          disputeOutcome: 'rejected',
          disputeDecidedAt: now,
          disputeDecidedBy: actor.id,
          disputeReason: reason,
          completeDueAt,
        });
        if (!after) throw new ConflictError(MESSAGES.disputeAlreadyDecided);
        if (order.status === 'confirmed' && completeDueAt) {
          // Keys of their own: the steps queued at confirmation may still wait (for their old time).
          await scope.events.emit(
            'order.auto-complete',
            { orderId: order.id },
            { runAt: completeDueAt, key: `order.auto-complete:${order.id}:after-dispute` },
          );
          if (!order.completionReminderSentAt)
            await scope.events.emit(
              'order.completion-reminder',
              { orderId: order.id },
              {
                runAt: new Date(
                  Math.max(now.getTime(), completeDueAt.getTime() - ORDER_COMPLETION_REMINDER_MS),
                ),
                key: `order.completion-reminder:${order.id}:after-dispute`,
              },
            );
        }
        await scope.audit.record(actor.region, actor.id, {
          action: 'orderDispute.reject',
          subjectType: 'order',
          subjectId: order.id,
          reason,
          before: { ...before(order), completeDueAt: order.completeDueAt?.toISOString() ?? null },
          after: {
            status: after.status,
            dispute: 'rejected',
            completeDueAt: completeDueAt?.toISOString() ?? null,
          },
        });
        await tellParties(scope, order, 'rejected', null, reason, now);
      });
    },
  };
}

/**
 * What a confirmed order's automatic completion had left when it was disputed (ms): from the
 * dispute, or from the confirmation when it came after the dispute; null before confirmation.
 */
export function completionLeft(
  order: Pick<OrderRow, 'status' | 'completeDueAt' | 'confirmedAt' | 'disputedAt'>,
): number | null {
  if (order.status !== 'confirmed' || !order.completeDueAt || !order.disputedAt) return null;
  const stoppedAt = Math.max(order.disputedAt.getTime(), order.confirmedAt?.getTime() ?? 0);
  return Math.max(0, order.completeDueAt.getTime() - stoppedAt);
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
