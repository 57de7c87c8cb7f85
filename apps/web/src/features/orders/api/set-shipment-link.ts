import type { ShipmentLinkInput } from '@marketplace/contract';
import { postOrderAction, useOrderAction } from './order-action.ts';

/** `POST /api/orders/{id}/shipment-link {shipment_link}`: the seller's tracking link ('' clears it). */
export const setShipmentLink = (id: number, input: ShipmentLinkInput) =>
  postOrderAction(id, 'shipment-link', input);

export const useSetShipmentLink = () =>
  useOrderAction('sold', ({ id, ...input }: ShipmentLinkInput & { id: number }) =>
    setShipmentLink(id, input),
  );
