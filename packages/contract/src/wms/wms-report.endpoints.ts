import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';

/** A stock row whose on-hand is not the sum of its ledger rows (never expected: the report says). */
export const inventoryDisagreementSchema = z.object({
  inventoryId: z.number().int(),
  warehouseId: z.number().int(),
  itemId: z.number().int(),
  quantity: z.number().int(),
  ledgerSum: z.number().int(),
});

/** On hand against the inventory ledger, in the caller's scope (or one warehouse's). */
export const inventoryCheckReportSchema = z.object({
  /** Stock rows checked (warehouse × item). */
  rows: z.number().int(),
  /** Rows below their item's safety stock. */
  belowSafety: z.number().int(),
  quantity: z.number().int(),
  /** Σ of their ledger rows: equal to `quantity` when the ledger agrees. */
  ledgerSum: z.number().int(),
  agrees: z.boolean(),
  disagreeing: z.array(inventoryDisagreementSchema),
});
export type InventoryCheckReport = z.infer<typeof inventoryCheckReportSchema>;

/** Warehouse reports (the console's calls beyond the registry's). */
export const wmsReportEndpoints = {
  stockCheck: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/wms-inventory/check',
    summary:
      'Whether every stock row in the caller’s scope (or one warehouse’s) is the sum of its ledger rows: totals, rows below safety stock, and the rows that disagree',
    access: { authority: 'WMS_INVENTORY_LIST' },
    isolation: { owned: 'wms_inventory' },
    body: z.object({ warehouseId: idSchema.nullable().optional() }),
    kind: 'envelope',
    response: inventoryCheckReportSchema,
  }),
} as const;
