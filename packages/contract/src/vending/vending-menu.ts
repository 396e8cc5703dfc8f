import type { Translations } from '../i18n/locale';

/** The vending screens' sidebar directory (a MENU_DIRECTORIES entry). */
export const VENDING_DIRECTORY = {
  code: 'VENDING_MANAGE',
  name: 'vendingManage',
  url: '/vending-manage',
  icon: 'shopping',
  title: { zh: '售货管理', en: 'Vending', es: 'Venta automática' } satisfies Translations,
} as const;

/** What an aisle can do: 1 sells, 0 switched off, 2 out of order (a sale is refused). */
export const AISLE_STATUSES = [1, 0, 2] as const;
export const AISLE_STATUS = { enabled: 1, disabled: 0, fault: 2 } as const;

/** Why an aisle's stock changed (the aisle stock ledger, `deviceStock`). */
export const AISLE_STOCK_REASONS = [10, 20, 30] as const;
export const AISLE_STOCK_REASON = { sale: 10, replenish: 20, adjust: 30 } as const;

/** An aisle with goods is low on stock below this share of its capacity (per cent). */
export const AISLE_LOW_STOCK_PERCENT = 30;

/** The most one aisle can hold, whatever its device type says. */
export const AISLE_CAPACITY_MAX = 1000;

/** Replenishment logs: draft, confirmed (stock moved warehouse → aisles), cancelled. */
export const REPLENISHMENT_STATES = [0, 10, -10] as const;
export const REPLENISHMENT_STATE = { draft: 0, confirmed: 10, cancelled: -10 } as const;
/** Replenishment numbers: `BH` + date and time + four random digits. */
export const REPLENISHMENT_NUMBER_PREFIX = 'BH';

/** Whether an aisle holding `current` of `max` is low on stock. */
export const isLowStock = (current: number, max: number): boolean =>
  current * 100 < max * AISLE_LOW_STOCK_PERCENT;
