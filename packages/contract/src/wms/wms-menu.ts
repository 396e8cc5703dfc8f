import type { Translations } from '../i18n/locale';

/** The warehouse screens' sidebar directory (a MENU_DIRECTORIES entry). */
export const WMS_DIRECTORY = {
  code: 'WMS_MANAGE',
  name: 'wmsManage',
  url: '/wms-manage',
  icon: 'table',
  title: { zh: '仓库管理', en: 'Warehouse', es: 'Almacén' } satisfies Translations,
} as const;

/** Document numbers: a prefix, the date and time, and a random tail (unique per tenant). */
export const WMS_NUMBER_PREFIX = {
  receiptOrder: 'RK',
  shipmentOrder: 'CK',
  wmsInventoryCheck: 'PD',
} as const;

/**
 * The states every warehouse document goes through. `approving`: a receipt submitted while a
 * receipt approval process is deployed waits there for the process (docs/approvals.md).
 */
export const DOCUMENT_STATES = [0, 5, 10, -10] as const;
export const DOCUMENT_STATE = { draft: 0, approving: 5, done: 10, void: -10 } as const;

/** Kinds of stock movement in the inventory ledger. */
export const STOCK_MOVES = [10, 20, 30, 40] as const;
/** `vending`: out to a vending device's aisles (a confirmed replenishment). */
export const STOCK_MOVE = { receipt: 10, shipment: 20, check: 30, vending: 40 } as const;

/** Kinds of partner account entry: a payable/receivable accrued by a document, or settled. */
export const ACCOUNT_ENTRIES = [10, 20] as const;
export const ACCOUNT_ENTRY = { accrued: 10, settled: 20 } as const;
