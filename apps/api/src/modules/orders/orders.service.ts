import {
  lineTotal,
  LIMITS,
  MESSAGES,
  ORDER_AUTO_COMPLETE_MS,
  ORDER_COMPLETION_REMINDER_MS,
  ORDER_PAYMENT_WINDOW_MS,
  ORDERS_PAGE_SIZE,
  paginationOf,
  REGION_SETTINGS,
  type CreateOrderInput,
  type CreateOrderResult,
  type GatewayData,
  type OrderDto,
  type OrdersPage,
  type Region,
} from '@marketplace/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../shared/errors.ts';
import { removeBoughtFromBasket, type BasketScope } from '../basket/index.ts';
import { notify as storeNotification, type NotificationsScope } from '../notifications/index.ts';
import { returnPieces, takePieces, type OffersScope } from '../offers/index.ts';
import type { OffersService } from '../offers/index.ts';
import type { EventLog } from '../events/index.ts';
import {
  bookPaidLate,
  bookSale,
  bookSaleRefund,
  commissionOn,
  releaseSale,
  type LedgerScope,
} from '../ledger/index.ts';
import type { Payment, PaymentsScope } from '../payments/index.ts';
import { queuePaymentCancel } from '../payments/index.ts';
import { agreedPricesOf, consumeAgreedPrices, type AgreedPrice } from '../price-proposals/index.ts';
import { endProposalsOfOffers, type ProposalEndingScope } from '../price-proposals/index.ts';
import type { OrderLimits } from './orders.limits.ts';
import { allowedFrom, roleIn, type OrderAction, type OrderRole } from './orders.policy.ts';
import { disputeOpen, presentOrder } from './orders.presenter.ts';
import {
  IdempotencyKeyTakenError,
  type OrderRecord,
  type OrderRow,
  type OrdersRepository,
} from './orders.repository.ts';

/**
 * What an order's writes commit together with, and the events that follow them: the orders' own
 * repository, and the parts of the modules an order writes through (the stock, the basket, the
 * notifications, the payment; the agreed prices it consumes and the proposals of an offer sold out,
 * which end with a step in the chat, decision 115), each written only by its owner's functions.
 */
export type OrdersScope = {
  orders: OrdersRepository;
  events: EventLog;
} & OffersScope &
  BasketScope &
  NotificationsScope &
  PaymentsScope &
  LedgerScope &
  ProposalEndingScope;

/**
 * The timed steps of an order (decision 061), each an event emitted in the transaction that makes
 * it due (decision 075) and run at its time; each handler re-reads the order, so a step no longer
 * due does nothing.
 */
export const ORDER_STEPS = [
  'order.payment-deadline',
  'order.completion-reminder',
  'order.auto-complete',
  'order.refund',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** Queues `step` of the order at `runAt` (at once without), once per order and step while it waits. */
export function scheduleStep(
  scope: Pick<OrdersScope, 'events'>,
  step: OrderStep,
  orderId: number,
  runAt?: Date,
) {
  return scope.events.emit(step, { orderId }, { runAt, key: `${step}:${orderId}` });
}

/** What orders need of the payments module. */
export interface OrderPayments {
  record(
    scope: Pick<OrdersScope, 'payments'>,
    input: { purpose: 'order'; referenceId: number; accountId: number; region: Region; amount: number },
  ): Promise<{ id: number }>;
  gatewayDataOf(paymentId: number): Promise<GatewayData>;
  cancel(paymentId: number): Promise<boolean>;
  /** All of it, or `amount` (minor units) of it: an administrator's partial refund (decision 085). */
  refund(paymentId: number, amount?: number): Promise<void>;
}

const OPEN_STATUSES = ['not_paid', 'failed'] as const;

/** A paid order as the ledger books it (its payment's, seller's and commission's part). */
function saleOf(order: OrderRow) {
  return {
    region: order.region,
    orderId: order.id,
    paymentId: order.paymentId!,
    sellerId: order.sellerId,
    amount: order.amount,
    commission: order.commission,
  };
}

/** The same key with another request (IETF draft "The Idempotency-Key HTTP Header Field": 422). */
class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(422, MESSAGES.idempotencyKeyReused);
  }
}

const TRANSITION_REFUSED: Record<OrderAction, string> = {
  confirm: MESSAGES.orderCannotBeConfirmed,
  cancel: MESSAGES.orderCannotBeCanceled,
  complete: MESSAGES.orderCannotBeCompleted,
  shipmentLink: MESSAGES.shipmentLinkNotAllowed,
  dispute: MESSAGES.orderCannotBeDisputed,
};

/** A fingerprint of what an order asks for, to tell a retry from another order under the same key. */
function fingerprint(input: CreateOrderInput): string {
  const lines = [...input.basket.products].sort((a, b) => a.product - b.product);
  return createHash('sha256')
    .update(JSON.stringify([lines, input.shippingAddress]))
    .digest('base64url');
}

/** A line's unit price: the agreed one while it holds, unless the asking price has since gone lower. */
function unitPriceOf(askingPrice: number, agreed: AgreedPrice | undefined): number {
  return agreed ? Math.min(agreed.amount, askingPrice) : askingPrice;
}

/** One line per offer: an offer sent twice asks for both quantities. */
function oneLinePerOffer(lines: CreateOrderInput['basket']['products']) {
  const byOffer = new Map<number, number>();
  for (const { product, quantity } of lines) byOffer.set(product, (byOffer.get(product) ?? 0) + quantity);
  return [...byOffer].map(([product, quantity]) => ({ product, quantity }));
}

/**
 * Orders (spec 001 "Order", issue 15, decision 061): a buyer's order of one seller's products,
 * its stock taken when it is created, paid by card (or finalised when free), then confirmed,
 * completed, canceled or disputed by the side allowed to, with durable timed steps: an unpaid
 * order is canceled after 15 minutes, a confirmed one completed 14 days later.
 */
export function createOrdersService(deps: {
  ordersRepository: OrdersRepository;
  unitOfWork: UnitOfWork<OrdersScope>;
  offers: Pick<OffersService, 'buyableProducts'>;
  /** The buyer's prices agreed with sellers that hold now (the price-proposals module's export). */
  agreedPrices: (buyerId: number, offerIds: readonly number[]) => Promise<Map<number, AgreedPrice>>;
  payments: OrderPayments;
  /** What one buyer may hold and how often they may order (orders.limits.ts). */
  limits: OrderLimits;
  storage: Storage;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { ordersRepository: repository, unitOfWork, payments, clock } = deps;

  const present = (order: OrderRecord): OrderDto => presentOrder(order, deps.storage);

  async function presentId(orderId: number): Promise<OrderDto> {
    return present((await repository.findRecord(orderId))!);
  }

  /** The order as `accountId` may see it in this edition (a stranger's order does not exist). */
  async function load(accountId: number, region: Region, orderId: number) {
    const order = await repository.findRecord(orderId);
    const role = order && order.region === region ? roleIn(accountId, order) : null;
    if (!order || !role) throw new NotFoundError();
    return { order, role };
  }

  /** Refuses `action` unless `role` may take it from the order's status: 403 for the role, 409 for the status. */
  function check(action: OrderAction, role: OrderRole, order: OrderRow): void {
    const from = allowedFrom(action, role);
    if (!from) throw new ForbiddenError(role === 'buyer' ? MESSAGES.onlySeller : MESSAGES.onlyBuyer);
    if (!from.includes(order.status)) throw new ConflictError(TRANSITION_REFUSED[action]);
  }

  /** Records the order's payment in the order's transaction (decision 075); its intent is opened when asked for. */
  async function recordPayment(scope: OrdersScope, order: OrderRow): Promise<number> {
    const payment = await payments.record(scope, {
      purpose: 'order',
      referenceId: order.id,
      accountId: order.buyerId,
      region: order.region,
      amount: order.amount,
    });
    await scope.orders.update(order.id, { paymentId: payment.id });
    return payment.id;
  }

  /**
   * The payment of an unpaid order. Every order with an amount has one from its creation; one made
   * before that rule (migration 0019) gets it here, only while the order is still unpaid (a
   * payment is never attached to an order the deadline canceled).
   */
  async function paymentOf(order: OrderRow): Promise<GatewayData> {
    if (order.paymentId !== null) return payments.gatewayDataOf(order.paymentId);
    const paymentId = await unitOfWork(async (scope) => {
      const locked = await scope.orders.findForUpdate(order.id);
      if (!locked || !(OPEN_STATUSES as readonly string[]).includes(locked.status))
        throw new ConflictError(MESSAGES.orderCannotBePaid);
      return locked.paymentId ?? recordPayment(scope, locked);
    });
    return payments.gatewayDataOf(paymentId);
  }

  /**
   * What a submit answers: the order and its payment. A replay after the order was paid answers the
   * same payment (confirming it again says it succeeded); a payment is opened only while unpaid.
   */
  async function createResult(order: OrderRow): Promise<CreateOrderResult> {
    const free = order.amount === 0;
    const open = order.status === 'not_paid' || order.status === 'failed';
    return {
      order: { orderId: order.id, status: order.status, amount: order.amount, free },
      payment: free || (!open && order.paymentId === null) ? null : { gatewayData: await paymentOf(order) },
    };
  }

  /** Checks what can be told before the stock is touched: each line's offer and quantity, one seller, the address. */
  async function validate(buyerId: number, region: Region, input: CreateOrderInput) {
    const lines = oneLinePerOffer(input.basket.products);
    const offerIds = lines.map((line) => line.product);
    const [buyable, held, agreed] = await Promise.all([
      deps.offers.buyableProducts(region, offerIds, { soldOut: true }),
      // What the buyer's own unpaid orders hold comes back when this order replaces them.
      repository.piecesHeldUnpaid(buyerId, offerIds),
      deps.agreedPrices(buyerId, offerIds),
    ]);
    const fields: Record<string, string> = {};
    input.basket.products.forEach((line, index) => {
      const offer = buyable.get(line.product);
      const total = lines.find((merged) => merged.product === line.product)!.quantity;
      const available = (offer?.piecesAvailable ?? 0) + (held.get(line.product) ?? 0);
      if (!offer || offer.account.id === buyerId || available === 0)
        fields[`basket.products.${index}.product`] = MESSAGES.cannotBuyOffer;
      else if (total > available) fields[`basket.products.${index}.quantity`] = MESSAGES.notEnoughPieces;
      // An agreed price is for one piece (decision 102).
      else if (agreed.has(line.product) && total > 1)
        fields[`basket.products.${index}.quantity`] = MESSAGES.agreedPriceOnePiece;
    });
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    const offers = lines.map((line) => buyable.get(line.product)!);
    const sellers = new Set(offers.map((offer) => offer.account.id));
    if (sellers.size > 1) throw new ValidationError({}, { formErrors: [MESSAGES.orderOneSeller] });
    // No more than one card payment takes (decision 069); the largest line is the one to lower.
    const totals = lines.map((line, i) =>
      lineTotal(
        unitPriceOf(offers[i]!.price?.amount ?? 0, agreed.get(line.product)),
        line.quantity,
        offers[i]!.delivery,
      ),
    );
    if (totals.reduce((sum, total) => sum + total, 0) > LIMITS.orderAmountMax) {
      const largest = lines[totals.indexOf(Math.max(...totals))]!.product;
      const index = input.basket.products.findIndex((line) => line.product === largest);
      throw new ValidationError({ [`basket.products.${index}.quantity`]: MESSAGES.orderTooLarge });
    }
    const shipped = offers.some((offer) => offer.delivery?.method === 'courier');
    if (shipped && !input.shippingAddress) throw new ValidationError({ shippingAddress: MESSAGES.required });
    return {
      lines,
      sellerId: offers[0]!.account.id,
      shippingAddress: shipped ? input.shippingAddress : null,
    };
  }

  /** The order's products taken from stock and the order written, in one transaction. */
  async function insertOrder(
    buyerId: number,
    region: Region,
    input: CreateOrderInput,
    idempotencyKey: string | null,
  ): Promise<OrderRow> {
    const { lines, sellerId, shippingAddress } = await validate(buyerId, region, input);
    const now = clock();
    return unitOfWork(async (scope) => {
      // The buyer's order writes take turns from here, so what they hold is counted one at a time.
      await scope.orders.lockBuyer(buyerId);
      // A checkout started again (back from the card screen, another tab) replaces the buyer's
      // unpaid orders of the same offers, here, so that it happens only if this order is written:
      // their pieces come back before this order takes its own, their payments are canceled
      // after the commit, and a refused order (rolled back) leaves them as they were.
      for (const stale of await scope.orders.unpaidHoldingForUpdate(
        buyerId,
        lines.map((line) => line.product),
      ))
        await markCanceled(scope, stale, 'buyer', now);
      await deps.limits.assertMayHold(scope.orders, buyerId, lines);
      // Read again in the order's transaction: an agreed price that expired meanwhile no longer applies.
      const agreed = await agreedPricesOf(
        scope,
        buyerId,
        lines.map((line) => line.product),
        now,
      );
      const taken = [];
      // Offers in id order, so two orders of the same offers lock them in the same order.
      for (const line of [...lines].sort((a, b) => a.product - b.product)) {
        const offer = await takePieces(scope, region, line.product, line.quantity, now);
        if (!offer || offer.accountId !== sellerId) {
          // Sold meanwhile: everything taken so far is given back by the rollback.
          const index = input.basket.products.findIndex((given) => given.product === line.product);
          throw new ValidationError({ [`basket.products.${index}.quantity`]: MESSAGES.notEnoughPieces });
        }
        const delivery = offer.deliveryMethod
          ? { method: offer.deliveryMethod, price: { amount: offer.deliveryPrice ?? 0 } }
          : null;
        const price = line.quantity === 1 ? agreed.get(line.product) : undefined;
        const unitPrice = unitPriceOf(offer.priceAmount ?? 0, price);
        const proposalId = price && unitPrice === price.amount ? price.proposalId : null;
        taken.push({ offer, quantity: line.quantity, delivery, unitPrice, proposalId, total: 0 });
      }
      for (const line of taken) line.total = lineTotal(line.unitPrice, line.quantity, line.delivery);
      // Checked again on the prices taken: one raised since `validate` rolls the order back.
      const amount = taken.reduce((sum, line) => sum + line.total, 0);
      if (amount > LIMITS.orderAmountMax) {
        const largest = taken.reduce((max, line) => (line.total > max.total ? line : max));
        const index = input.basket.products.findIndex((given) => given.product === largest.offer.id);
        throw new ValidationError({ [`basket.products.${index}.quantity`]: MESSAGES.orderTooLarge });
      }
      // The last piece taken: the offer cannot be bought, so what was proposed on it ends, all but
      // the agreed prices this order is bought at (paying consumes them).
      await endProposalsOfOffers(
        scope,
        taken.filter((line) => line.offer.piecesLeft === 0).map((line) => line.offer.id),
        now,
        { keep: taken.flatMap((line) => (line.proposalId === null ? [] : [line.proposalId])) },
      );
      const order = await scope.orders.insert({
        region,
        buyerId,
        sellerId,
        status: 'not_paid',
        amount,
        commission: await commissionOn(
          scope,
          region,
          taken.map((line) => line.unitPrice * line.quantity),
        ),
        currency: REGION_SETTINGS[region].currency,
        idempotencyKey,
        requestHash: fingerprint(input),
        shipStreet: shippingAddress?.street ?? null,
        shipApartmentNumber: shippingAddress?.apartmentNumber ?? null,
        shipCity: shippingAddress?.city ?? null,
        shipState: shippingAddress?.state ?? null,
        shipPostCode: shippingAddress?.postCode ?? null,
        paymentDueAt: new Date(now.getTime() + ORDER_PAYMENT_WINDOW_MS),
        createdAt: now,
        updatedAt: now,
      });
      await scope.orders.insertProducts(
        taken.map(({ offer, quantity, delivery, unitPrice, proposalId }) => ({
          orderId: order.id,
          offerId: offer.id,
          title: offer.title,
          imageFileId: offer.firstImageFileId,
          unitPrice,
          priceProposalId: proposalId,
          quantity,
          deliveryMethod: delivery?.method ?? 'pickup',
          deliveryPrice: delivery?.method === 'courier' ? delivery.price.amount : 0,
        })),
      );
      await scheduleStep(scope, 'order.payment-deadline', order.id, order.paymentDueAt);
      if (order.amount === 0) return order;
      return { ...order, paymentId: await recordPayment(scope, order) };
    });
  }

  /** An order replayed under its idempotency key: the same request answers the same order. */
  function replayed(order: OrderRow, input: CreateOrderInput): OrderRow {
    if (order.requestHash !== fingerprint(input)) throw new IdempotencyKeyReusedError();
    return order;
  }

  /** Tells one side about the order, once per kind and order (a replay notifies nobody twice). */
  function notify(
    scope: NotificationsScope,
    order: OrderRow,
    kind: 'orderpaid' | 'orderconfirmed' | 'ordercanceled' | 'ordercompletesoon',
    now: Date,
    data: Record<string, string | number> = {},
  ): Promise<void> {
    return storeNotification(scope, {
      region: order.region,
      accountId: kind === 'orderpaid' ? order.sellerId : order.buyerId,
      kind,
      data: { orderId: order.id, ...data },
      dedupeKey: `${kind}:${order.id}`,
      createdAt: now,
    });
  }

  /** not_paid or failed -> paid, with what paying means: the basket emptied of it, the seller told. */
  async function markPaid(scope: OrdersScope, order: OrderRow, now: Date): Promise<boolean> {
    const paid = await scope.orders.transition(order.id, ['not_paid', 'failed'], {
      status: 'paid',
      paidAt: now,
    });
    if (!paid) return false;
    const products = await scope.orders.productsOf([order.id]);
    // The agreed prices the order was bought at are used up (issue 28).
    await consumeAgreedPrices(
      scope,
      products.flatMap((product) => (product.priceProposalId === null ? [] : [product.priceProposalId])),
      order.id,
    );
    await removeBoughtFromBasket(
      scope,
      order.buyerId,
      products.flatMap((product) => (product.offerId === null ? [] : [product.offerId])),
    );
    await notify(scope, order, 'orderpaid', now);
    return true;
  }

  /**
   * -> canceled, with what canceling means, in the same transaction: the stock given back, an open
   * payment canceled (after the commit) or a paid one refunded, the buyer told unless they did it.
   */
  async function markCanceled(
    scope: OrdersScope,
    order: OrderRow,
    by: OrderRole | 'deadline' | 'administrator',
    now: Date,
    values: Partial<OrderRow> = {},
  ) {
    const wasPaid = order.status === 'paid' || order.status === 'confirmed';
    const canceled = await scope.orders.transition(order.id, [order.status], {
      status: 'canceled',
      canceledAt: now,
      refundDueAt: wasPaid && order.paymentId !== null ? now : null,
      ...values,
    });
    if (!canceled) return undefined;
    if (canceled.refundDueAt)
      await bookSaleRefund(scope, {
        ...saleOf(canceled),
        refund: canceled.disputeRefundAmount ?? canceled.amount,
      });
    for (const product of await scope.orders.productsOf([order.id]))
      if (product.offerId !== null) await returnPieces(scope, product.offerId, product.quantity);
    if (canceled.refundDueAt) await scheduleStep(scope, 'order.refund', order.id);
    else if (order.paymentId !== null && by !== 'deadline')
      await queuePaymentCancel(scope.events, order.paymentId);
    // The administrator's decision tells both parties itself (orders.admin.ts).
    if (by !== 'buyer' && by !== 'administrator') await notify(scope, order, 'ordercanceled', now);
    return canceled;
  }

  /** Completes the order in the caller's transaction: the seller's share becomes available. */
  async function markCompleted(
    scope: OrdersScope,
    order: OrderRow,
    from: readonly OrderRow['status'][],
    now: Date,
  ) {
    const completed = await scope.orders.transition(order.id, from, {
      status: 'completed',
      completedAt: now,
    });
    if (completed)
      await releaseSale(scope, { region: order.region, orderId: order.id, sellerId: order.sellerId });
    return completed;
  }

  /** Cancels the order if it is still in a status `allowed` to cancel. */
  function cancel(orderId: number, by: OrderRole | 'deadline', allowed: readonly string[]) {
    const now = clock();
    return unitOfWork(async (scope) => {
      const order = await scope.orders.findForUpdate(orderId);
      if (!order || !allowed.includes(order.status)) return undefined;
      return markCanceled(scope, order, by, now);
    });
  }

  const service = {
    /**
     * `POST /api/orders`: reserves the stock and opens the payment (none for a free order). With an
     * `Idempotency-Key`, a retry of the same request answers the same order and payment, and the
     * key with another request is refused.
     */
    async create(
      buyerId: number,
      region: Region,
      input: CreateOrderInput,
      idempotencyKey: string | null,
    ): Promise<CreateOrderResult> {
      // A retry answers its own order, whatever happened since, and cancels nothing.
      const existing = idempotencyKey && (await repository.findByIdempotencyKey(buyerId, idempotencyKey));
      if (existing) return createResult(replayed(existing, input));
      await deps.limits.countSubmit(buyerId);
      let order: OrderRow;
      try {
        order = await insertOrder(buyerId, region, input, idempotencyKey);
      } catch (error) {
        // The same key committed by a concurrent request a moment ago: its order stands.
        if (!(error instanceof IdempotencyKeyTakenError) || !idempotencyKey) throw error;
        return createResult(
          replayed((await repository.findByIdempotencyKey(buyerId, idempotencyKey))!, input),
        );
      }
      return createResult(order);
    },

    /** `POST /api/orders/{id}/finalize`: a free order is paid without a card. */
    async finalize(buyerId: number, region: Region, orderId: number): Promise<OrderDto> {
      const { order, role } = await load(buyerId, region, orderId);
      if (role !== 'buyer') throw new ForbiddenError(MESSAGES.onlyBuyer);
      if (order.amount > 0) throw new BadRequestError(MESSAGES.orderNotFree);
      if (order.status === 'paid') return present(order);
      const paid = await unitOfWork((scope) => markPaid(scope, order, clock()));
      if (!paid) throw new ConflictError(MESSAGES.orderCannotBePaid);
      return presentId(orderId);
    },

    /** `POST /api/orders/{id}/payment`: the open payment of an unpaid order, to pay it (again). */
    async payment(
      buyerId: number,
      region: Region,
      orderId: number,
    ): Promise<{ payment: { gatewayData: GatewayData } }> {
      const { order, role } = await load(buyerId, region, orderId);
      if (role !== 'buyer') throw new ForbiddenError(MESSAGES.onlyBuyer);
      if (order.amount === 0) throw new BadRequestError(MESSAGES.orderNotFree);
      if (order.status !== 'not_paid' && order.status !== 'failed')
        throw new ConflictError(MESSAGES.orderCannotBePaid);
      return { payment: { gatewayData: await paymentOf(order) } };
    },

    async page(
      side: 'buyer' | 'seller',
      accountId: number,
      region: Region,
      page: number,
    ): Promise<OrdersPage> {
      const { rows, total } = await repository.page(side, accountId, region, page, ORDERS_PAGE_SIZE);
      return { items: rows.map(present), pagination: paginationOf(page, ORDERS_PAGE_SIZE, total) };
    },

    /** One order of the buyer (`bought`) or the seller (`sold`). */
    async one(
      side: 'buyer' | 'seller',
      accountId: number,
      region: Region,
      orderId: number,
    ): Promise<OrderDto> {
      const { order, role } = await load(accountId, region, orderId);
      if (role !== side) throw new NotFoundError();
      return present(order);
    },

    async confirm(accountId: number, region: Region, orderId: number): Promise<OrderDto> {
      const { order, role } = await load(accountId, region, orderId);
      check('confirm', role, order);
      const now = clock();
      const completeDueAt = new Date(now.getTime() + ORDER_AUTO_COMPLETE_MS);
      const confirmed = await unitOfWork(async (scope) => {
        const row = await scope.orders.transition(order.id, ['paid'], {
          status: 'confirmed',
          confirmedAt: now,
          completeDueAt,
        });
        if (!row) return row;
        await notify(scope, order, 'orderconfirmed', now);
        const remindAt = new Date(completeDueAt.getTime() - ORDER_COMPLETION_REMINDER_MS);
        await scheduleStep(scope, 'order.completion-reminder', order.id, remindAt);
        await scheduleStep(scope, 'order.auto-complete', order.id, completeDueAt);
        return row;
      });
      if (!confirmed) throw new ConflictError(MESSAGES.orderCannotBeConfirmed);
      return presentId(order.id);
    },

    async cancel(accountId: number, region: Region, orderId: number): Promise<OrderDto> {
      const { order, role } = await load(accountId, region, orderId);
      check('cancel', role, order);
      if (!(await cancel(order.id, role, allowedFrom('cancel', role)!)))
        throw new ConflictError(MESSAGES.orderCannotBeCanceled);
      return presentId(order.id);
    },

    async complete(accountId: number, region: Region, orderId: number): Promise<OrderDto> {
      const { order, role } = await load(accountId, region, orderId);
      check('complete', role, order);
      const completed = await unitOfWork((scope) =>
        markCompleted(scope, order, allowedFrom('complete', role)!, clock()),
      );
      if (!completed) throw new ConflictError(MESSAGES.orderCannotBeCompleted);
      return presentId(order.id);
    },

    /** Only the seller, only on a confirmed order sent to an address; an empty link clears it. */
    async setShipmentLink(
      accountId: number,
      region: Region,
      orderId: number,
      shipmentLink: string | null,
    ): Promise<OrderDto> {
      const { order, role } = await load(accountId, region, orderId);
      check('shipmentLink', role, order);
      if (order.shipStreet === null) throw new ConflictError(MESSAGES.shipmentLinkNotAllowed);
      const updated = await repository.transition(order.id, ['confirmed'], {
        shipmentLink: shipmentLink ?? '',
      });
      if (!updated) throw new ConflictError(MESSAGES.shipmentLinkNotAllowed);
      return presentId(order.id);
    },

    /** Only the buyer, once, until the order is completed; it stops the automatic completion. */
    async dispute(
      accountId: number,
      region: Region,
      orderId: number,
      description: string,
    ): Promise<OrderDto> {
      const { order, role } = await load(accountId, region, orderId);
      if (role !== 'buyer') throw new ForbiddenError(MESSAGES.onlyBuyer);
      if (order.disputedAt) throw new ConflictError(MESSAGES.orderAlreadyDisputed);
      check('dispute', role, order);
      const disputed = await unitOfWork(async (scope) => {
        const locked = await scope.orders.findForUpdate(order.id);
        if (!locked || locked.disputedAt || !allowedFrom('dispute', role)!.includes(locked.status))
          return false;
        await scope.orders.update(order.id, { disputeDescription: description, disputedAt: clock() });
        return true;
      });
      if (!disputed) throw new ConflictError(MESSAGES.orderCannotBeDisputed);
      return presentId(order.id);
    },

    /** What a seller has earned: their completed orders (profile stats). */
    earnedBy: (sellerId: number) => repository.earnedBy(sellerId),

    /**
     * An administrator's partial refund (orders.admin.ts), in its transaction: the refund booked,
     * then what is left of the seller's share released, as the order is completed.
     */
    async settlePartialRefund(scope: OrdersScope, order: OrderRow, refund: number): Promise<void> {
      if (order.paymentId !== null && refund > 0) await bookSaleRefund(scope, { ...saleOf(order), refund });
      await releaseSale(scope, { region: order.region, orderId: order.id, sellerId: order.sellerId });
    },

    /** Cancels the order in the caller's transaction (an administrator's full refund, orders.admin.ts). */
    cancelInScope: (scope: OrdersScope, order: OrderRow, now: Date, values: Partial<OrderRow>) =>
      markCanceled(scope, order, 'administrator', now, values),

    /** Payments' handlers for purpose 'order' (decision 058): run once, in the payment's transaction. */
    paymentHandlers: {
      async succeeded(payment: Payment, scope: OrdersScope): Promise<void> {
        const order = await scope.orders.findForUpdate(payment.referenceId);
        if (!order || order.paymentId !== payment.id) {
          deps.log.warn({ paymentId: payment.id }, 'orders: a payment succeeded for no order of its own');
          return;
        }
        if (await markPaid(scope, order, clock())) {
          await bookSale(scope, saleOf(order));
          return;
        }
        // Paid after the order was canceled (a card confirmed as the buyer canceled or replaced
        // the order): the money goes back rather than staying with us.
        if (order.status === 'canceled' && !order.refundDueAt) {
          await bookPaidLate(scope, {
            region: order.region,
            orderId: order.id,
            paymentId: payment.id,
            amount: payment.amount,
          });
          await scope.orders.update(order.id, { refundDueAt: clock() });
          await scheduleStep(scope, 'order.refund', order.id);
        }
      },
      async failed(payment: Payment, scope: OrdersScope): Promise<void> {
        await scope.orders.transition(payment.referenceId, ['not_paid'], { status: 'failed' });
      },
    },

    /**
     * Timed step: cancels an order left unpaid past its deadline and gives its stock back. The
     * payment is canceled at the provider first, so a card confirmed a moment earlier wins (the
     * order is paid, not canceled under the buyer); a provider that fails retries the step.
     */
    async expireUnpaid(orderId: number): Promise<void> {
      const order = await repository.findById(orderId);
      if (!order || !(OPEN_STATUSES as readonly string[]).includes(order.status)) return;
      if (order.paymentDueAt > clock()) return;
      if (order.paymentId !== null && !(await payments.cancel(order.paymentId))) return;
      await cancel(orderId, 'deadline', OPEN_STATUSES);
    },

    /** Timed step: reminds the buyer two days before a confirmed order completes by itself. */
    async remindCompletion(orderId: number): Promise<void> {
      const now = clock();
      await unitOfWork(async (scope) => {
        const order = await scope.orders.findForUpdate(orderId);
        if (!order || order.status !== 'confirmed' || disputeOpen(order) || order.completionReminderSentAt)
          return;
        if (order.completeDueAt!.getTime() - ORDER_COMPLETION_REMINDER_MS > now.getTime()) return;
        await scope.orders.update(order.id, { completionReminderSentAt: now });
        await notify(scope, order, 'ordercompletesoon', now, {
          completeAt: order.completeDueAt!.toISOString(),
        });
      });
    },

    /** Timed step: completes a confirmed order nobody completed or disputed within 14 days. */
    async autoComplete(orderId: number): Promise<void> {
      const now = clock();
      await unitOfWork(async (scope) => {
        const order = await scope.orders.findForUpdate(orderId);
        if (!order || order.status !== 'confirmed' || disputeOpen(order) || order.completeDueAt! > now)
          return;
        await markCompleted(scope, order, ['confirmed'], now);
      });
    },

    /** Step: refunds a canceled order's payment (retried by the relay until the provider takes it). */
    async refund(orderId: number): Promise<void> {
      const order = await repository.findById(orderId);
      if (!order?.refundDueAt || order.refundedAt || order.paymentId === null) return;
      // A partial refund of a dispute (decision 085) gives back its amount; a cancel all of it.
      const part = order.disputeRefundAmount;
      await payments.refund(order.paymentId, part !== null && part < order.amount ? part : undefined);
      await repository.update(order.id, { refundedAt: clock() });
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
