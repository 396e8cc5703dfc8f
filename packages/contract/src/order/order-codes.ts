// The codes of the order domain (domains.md §2): states with gaps so that others fit later.

/** An order's state: unpaid → paid (awaiting shipment) → shipped → completed; or cancelled. */
export const ORDER_STATUS = {
  unpaid: 0,
  paid: 10,
  shipped: 20,
  completed: 30,
  cancelled: 40,
} as const;
export const ORDER_STATUSES = [0, 10, 20, 30, 40] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order was cancelled: none, payment timed out, fully refunded, the shopper, staff. */
export const CANCEL_TYPE = {
  none: 0,
  timeout: 10,
  refunded: 20,
  member: 30,
  admin: 40,
  /** Its group buy failed (docs/marketing.md): cancelled, and refunded when it was paid. */
  groupFailed: 50,
} as const;
export const CANCEL_TYPES = [0, 10, 20, 30, 40, 50] as const;

/** What an order was bought in: the store's prices, a flash sale, a bargain, a group buy. */
export const ORDER_TYPE = { normal: 0, seckill: 1, bargain: 2, groupBuy: 3 } as const;
export const ORDER_TYPES = [0, 1, 2, 3] as const;

/** How an order reaches the shopper: express delivery, or picked up at a store. */
export const DELIVERY_TYPE = { express: 1, pickUp: 2 } as const;
export const DELIVERY_TYPES = [1, 2] as const;
/** A pick-up order's verify code: 8 digits, made when it is paid. */
export const PICK_UP_CODE_LENGTH = 8;
/** The most pictures a review takes, and the largest picture a shopper may upload. */
export const REVIEW_PICTURES_MAX = 9;
export const REVIEW_PICTURE_BYTES_MAX = 2 * 1024 * 1024;

/** How much of an order was refunded: none, part, all. */
export const ORDER_REFUND_STATUS = { none: 0, part: 10, all: 20 } as const;
export const ORDER_REFUND_STATUSES = [0, 10, 20] as const;

/** An order line's after-sales: none, one in progress, refunded (wholly or in part). */
export const LINE_AFTER_SALE_STATUS = { none: 0, applying: 10, refunded: 20 } as const;
export const LINE_AFTER_SALE_STATUSES = [0, 10, 20] as const;

/**
 * An after-sale (refund) request: applied → agreed, awaiting the parcel (return and refund) →
 * parcel sent back → awaiting the refund → refunded; or cancelled by the shopper, rejected, or
 * the parcel refused. While a refund approval is active (docs/approvals.md), staff's agree moves
 * an applied request to approving until its process ends (approved: agreed; else rejected).
 */
export const AFTER_SALE_STATUS = {
  applied: 10,
  approving: 15,
  agreed: 20,
  returned: 30,
  awaitingRefund: 40,
  refunded: 50,
  cancelled: 61,
  rejected: 62,
  parcelRefused: 63,
} as const;
export const AFTER_SALE_STATUSES = [10, 15, 20, 30, 40, 50, 61, 62, 63] as const;
/** The states in which an after-sale still holds its lines. */
export const AFTER_SALE_ACTIVE: readonly number[] = [10, 15, 20, 30, 40];

/** Refund only, or return the goods and refund. */
export const AFTER_SALE_WAY = { refundOnly: 10, returnAndRefund: 20 } as const;
export const AFTER_SALE_WAYS = [10, 20] as const;

/** Why the stock of a store moved (the stock ledger's reasons). */
export const STOCK_REASON = {
  adjust: 10,
  reserve: 20,
  release: 30,
  sell: 40,
  returned: 50,
} as const;
export const STOCK_REASONS = [10, 20, 30, 40, 50] as const;

/** The most of one line a shopper may buy at once, and the most lines an order may have. */
export const ORDER_LINE_COUNT_MAX = 999;
export const ORDER_LINES_MAX = 50;
/** The largest stock change one adjustment may make. */
export const STOCK_ADJUST_MAX = 1_000_000;
