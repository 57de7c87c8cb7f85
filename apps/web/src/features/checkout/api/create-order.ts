import type { CreateOrderResult } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** The order as the checkout sends it (snake_case on the wire, spec 001 section 5). */
export interface CreateOrderBody {
  shippingAddress: {
    street: string;
    apartmentNumber: string | null;
    city: string;
    state: string;
    postCode: string;
  } | null;
  basket: { products: { product: number; quantity: number }[] };
}

export interface CreateOrderVariables {
  body: CreateOrderBody;
  /** One key per request of the checkout screen, sent again when the same request is retried. */
  idempotencyKey: string;
}

/** `POST /api/orders` with `Idempotency-Key`: the order and its payment (null for a free order). */
export function createOrder({ body, idempotencyKey }: CreateOrderVariables): Promise<CreateOrderResult> {
  return apiClient.post<CreateOrderResult>('/api/orders', body, {
    requiresAuth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateOrder() {
  return useMutation<CreateOrderResult, ApiError, CreateOrderVariables>({ mutationFn: createOrder });
}
