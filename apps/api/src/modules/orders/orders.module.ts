import type { Platform } from '../../platform.ts';
import { createOrdersAdminRepository } from './orders.admin.repository.ts';
import { ordersAdminRoutes } from './orders.admin.routes.ts';
import { createOrdersAdminService } from './orders.admin.ts';
import { handleOrderSteps } from './orders.events.ts';
import { createOrderLimits } from './orders.limits.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';

type OrdersNeeds = Pick<Parameters<typeof createOrdersService>[0], 'offers' | 'agreedPrices'> & {
  payments: Parameters<typeof createOrdersService>[0]['payments'] & Platform['app']['payments'];
  chat: Parameters<typeof createOrdersAdminService>[0]['chat'];
  emailOf: Parameters<typeof createOrdersAdminService>[0]['emailOf'];
  /** The accounts module's reads of the parties (accounts depend on orders: handed in). */
  accountReads: Parameters<typeof createOrdersAdminRepository>[1];
  reviewsAdmin: Parameters<typeof ordersAdminRoutes>[1]['reviewsAdmin'];
};

/** Orders: buying through the basket and card payment, their timed steps, disputes in the console. */
export async function registerOrders(platform: Platform, needs: OrdersNeeds) {
  const { app, db, repositories, unitOfWork, rateLimiter, storage, clock, events, publicOrigin, admin } =
    platform;
  const orders = createOrdersService({
    ordersRepository: repositories.orders,
    unitOfWork,
    offers: needs.offers,
    agreedPrices: needs.agreedPrices,
    payments: needs.payments,
    limits: createOrderLimits(rateLimiter),
    storage,
    clock,
    log: app.log,
  });
  needs.payments.handle('order', orders.paymentHandlers);
  handleOrderSteps(events, orders);
  await app.register(ordersRoutes, { orders });
  const ordersAdmin = createOrdersAdminService({
    ordersRepository: repositories.orders,
    adminRepository: createOrdersAdminRepository(db, needs.accountReads),
    orders,
    unitOfWork,
    paymentOf: needs.payments.adminViewOf,
    emailOf: needs.emailOf,
    chat: needs.chat,
    publicOrigin,
    clock,
  });
  await admin((scope) => ordersAdminRoutes(scope, { ordersAdmin, reviewsAdmin: needs.reviewsAdmin }));
  return orders;
}
