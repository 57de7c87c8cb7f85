import type { OrderDto, OrderProductDto, OrdersPage } from '@marketplace/contract';

export function orderProduct(overrides: Partial<OrderProductDto> = {}): OrderProductDto {
  return {
    id: 11,
    productId: 101,
    title: 'Road bike',
    image: {
      id: 'img',
      name: 'bike.jpg',
      small: '/media/bike-s.jpg',
      medium: '/media/bike-m.jpg',
      big: '/media/bike-b.jpg',
    },
    price: 12_500,
    agreedPrice: false,
    quantity: 1,
    deliveryPrice: 1_000,
    deliveryMethod: 'courier',
    reviewed: false,
    ...overrides,
  };
}

/** A paid order of one courier product, bought on 5 March 2026 (local time). */
export function orderDto(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    orderId: 7,
    status: 'paid',
    products: [orderProduct()],
    seller: { id: 2, username: 'seller_sam', email: 'sam@example.com', phone: '+12015550123' },
    buyer: { id: 1, username: 'buyer_bea', phone: '+12015550199' },
    shippingAddress: {
      street: 'Main Street 1',
      apartmentNumber: '4B',
      city: 'Austin',
      state: 'TX',
      postCode: '73301',
    },
    shipmentLink: null,
    boughtAt: new Date(2026, 2, 5, 12).toISOString(),
    validUntil: null,
    amount: 13_500,
    commission: 625,
    currency: 'USD',
    refundedAmount: null,
    refundedAt: null,
    dispute: null,
    ...overrides,
  };
}

export function ordersPage(
  items: OrderDto[],
  currentPage = 1,
  totalPages = 1,
  totalItems = items.length,
): OrdersPage {
  return { items, pagination: { currentPage, totalPages, totalItems } };
}
