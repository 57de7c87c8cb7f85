import { ORDER_STATUSES, type OrderStatus } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { orderDto } from '../test/order-fixtures.ts';
import {
  buyerMayCancel,
  buyerMayComplete,
  buyerMayDispute,
  orderIdOf,
  sellerMayCancel,
  sellerMayConfirm,
  sellerMaySetShipmentLink,
} from './order-rules.ts';

const allowed = (rule: (status: OrderStatus) => boolean) => ORDER_STATUSES.filter(rule);

describe('order rules (spec 001 section 4)', () => {
  it('offers each side the actions of each status', () => {
    expect(allowed(buyerMayCancel)).toEqual(['not_paid', 'paid', 'failed']);
    expect(allowed(buyerMayComplete)).toEqual(['confirmed']);
    expect(allowed(sellerMayConfirm)).toEqual(['paid']);
    expect(allowed(sellerMayCancel)).toEqual(['paid', 'confirmed']);
  });

  it('lets the buyer dispute a paid or confirmed order once', () => {
    expect(allowed((status) => buyerMayDispute(orderDto({ status })))).toEqual(['paid', 'confirmed']);
    const disputed = orderDto({ status: 'paid', dispute: { description: 'x', createdAt: '2026-03-05' } });
    expect(buyerMayDispute(disputed)).toBe(false);
  });

  it('takes a shipment link only on a confirmed order with an address', () => {
    expect(sellerMaySetShipmentLink(orderDto({ status: 'confirmed' }))).toBe(true);
    expect(sellerMaySetShipmentLink(orderDto({ status: 'confirmed', shippingAddress: null }))).toBe(false);
    expect(sellerMaySetShipmentLink(orderDto({ status: 'paid' }))).toBe(false);
  });

  it('reads ids of digits only', () => {
    expect(orderIdOf('42')).toBe(42);
    expect(orderIdOf('4a')).toBe(0);
    expect(orderIdOf(undefined)).toBe(0);
  });
});
