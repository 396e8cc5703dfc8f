import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';

/** An aisle whose stock is not the sum of its ledger rows (never expected: a report of it). */
export const aisleDisagreementSchema = z.object({
  aisleId: z.number().int(),
  deviceId: z.number().int(),
  aisleCode: z.string(),
  currentCapacity: z.number().int(),
  ledgerSum: z.number().int(),
});

/** Aisle stock against its ledger, in the caller's scope (or one device's). */
export const aisleStockCheckSchema = z.object({
  aisles: z.number().int(),
  lowStock: z.number().int(),
  /** Σ stock of the aisles. */
  stock: z.number().int(),
  /** Σ of their ledger rows: equal to `stock` when the ledger agrees. */
  ledgerSum: z.number().int(),
  agrees: z.boolean(),
  disagreeing: z.array(aisleDisagreementSchema),
});

/** Vending reports (the console's calls beyond the registry's). */
export const vendingReportEndpoints = {
  stockCheck: defineEndpoint({
    method: 'POST',
    path: '/api/vending/device-stock/check',
    summary:
      'Whether every aisle’s stock in the caller’s scope (or one device’s) is the sum of its ledger rows: totals, and the aisles that disagree',
    access: { authority: 'DEVICE_STOCK_LIST' },
    isolation: { owned: 'device_aisle' },
    body: z.object({ deviceId: idSchema.nullable().optional() }),
    kind: 'envelope',
    response: aisleStockCheckSchema,
  }),
} as const;
