import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { requiredTextOf } from '../api/text';
import { deviceAckSchema, deviceHeadersSchema } from '../device/device.endpoints';

/** A device's sale number: what makes a retried sale the same sale (unique per device). */
export const SALE_NO_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A sale made at the machine: one piece from an aisle, numbered by the device. */
export const deviceSaleSchema = z.object({
  saleNo: requiredTextOf(64).regex(SALE_NO_PATTERN, { error: 'invalid' }),
  aisleCode: requiredTextOf(16),
  quantity: z.literal(1, { error: 'invalid' }).optional(),
});

/** What a sale answers besides the gateway's acknowledgement. */
export const deviceSaleAnswerSchema = deviceAckSchema.extend({
  saleNo: z.string(),
  aisleCode: z.string(),
  /** The aisle's stock after the sale. */
  remaining: z.number().int(),
  /** The device sent this sale before: nothing changed this time. */
  replayed: z.boolean(),
});

/** The aisle plan a device fetches: its aisles, goods, prices and stock. */
export const deviceAislePlanSchema = deviceAckSchema.extend({
  aisles: z.array(
    z.object({
      aisleCode: z.string(),
      layer: z.number().int(),
      columnNo: z.number().int(),
      itemId: z.number().int().nullable(),
      itemName: z.string().nullable(),
      price: z.number().int(),
      maxCapacity: z.number().int(),
      currentCapacity: z.number().int(),
      status: z.number().int(),
    }),
  ),
});

const signed =
  '(signed by the device with its secret: X-Device-Code, X-Timestamp, X-Nonce, X-Signature)';

/** The vending calls of the device gateway (docs/vending.md). */
export const vendingGatewayEndpoints = {
  sale: defineEndpoint({
    method: 'POST',
    path: '/api/device-gateway/sale',
    summary: `A device sold one piece from an aisle: the aisle's stock falls through its ledger; an empty aisle is a 409 and changes nothing; a sale number sent again changes nothing ${signed}`,
    access: 'public',
    isolation: 'public',
    publicLimit: 'devices',
    headers: deviceHeadersSchema,
    body: deviceSaleSchema,
    kind: 'envelope',
    response: deviceSaleAnswerSchema,
  }),
  aisles: defineEndpoint({
    method: 'POST',
    path: '/api/device-gateway/aisles',
    summary: `A device fetches its aisle plan: aisles, goods, prices, capacity and stock ${signed}`,
    access: 'public',
    isolation: 'public',
    publicLimit: 'devices',
    headers: deviceHeadersSchema,
    body: z.object({}),
    kind: 'envelope',
    response: deviceAislePlanSchema,
  }),
} as const;
