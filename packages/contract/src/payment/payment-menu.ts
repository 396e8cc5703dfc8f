import type { Translations } from '../i18n/locale';

/** The payment screens' sidebar directory (a MENU_DIRECTORIES entry). */
export const PAY_DIRECTORY = {
  code: 'PAY_MANAGE',
  name: 'payManage',
  url: '/pay-manage',
  icon: 'money',
  title: { zh: '支付管理', en: 'Payments', es: 'Pagos' } satisfies Translations,
} as const;

/** A pay order's life: created → paying → success / failed / closed; success → refunded (whole). */
export const PAY_ORDER_STATES = [0, 10, 20, 30, 40, 50] as const;
export const PAY_ORDER_STATE = {
  created: 0,
  paying: 10,
  success: 20,
  failed: 30,
  closed: 40,
  refunded: 50,
} as const;

/**
 * A refund order's life: created → refunding → success / failed; refunding → closed when its
 * channel never answered it by its expiry (docs/payments.md).
 */
export const REFUND_ORDER_STATES = [0, 10, 20, 30, 40] as const;
export const REFUND_ORDER_STATE = {
  created: 0,
  refunding: 10,
  success: 20,
  failed: 30,
  closed: 40,
} as const;

/**
 * A transfer order's life: created → transferring → success / failed; transferring → closed
 * when its channel has no such transfer (or never answered) by its expiry (docs/payments.md).
 */
export const TRANSFER_ORDER_STATES = [0, 10, 20, 30, 40] as const;
export const TRANSFER_ORDER_STATE = {
  created: 0,
  transferring: 10,
  success: 20,
  failed: 30,
  closed: 40,
} as const;
/** Where a transfer goes: a bank card, a WeChat or an Alipay balance. */
export const TRANSFER_ENTRY_TYPES = ['BANK_CARD', 'WX_CASH', 'ALIPAY_CASH'] as const;
/** The largest amount one transfer may move, in cents (20 000.00). */
export const TRANSFER_AMOUNT_MAX = 2_000_000;

/** Merchant kinds: 1 a normal merchant, 2 a service provider's sub-merchant. */
export const MCH_TYPES = [1, 2] as const;

/** Rates are integer parts per million (6 000 = 0.6 %). */
export const RATE_PPM_MAX = 1_000_000;

/** The largest amount one order may take, in cents (1 000 000.00). */
export const PAY_AMOUNT_MAX = 100_000_000;

/** A merchant call is refused when its X-Timestamp is further than this from the server's clock. */
export const PAY_CLOCK_SKEW_MS = 5 * 60_000;
/** X-Nonce: 8 to 64 letters, digits, `-` or `_`, never twice for one app. */
export const PAY_NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A pay order not paid this long after it was created is closed (default of `expiredMinutes`). */
export const PAY_ORDER_DEFAULT_EXPIRY_MINUTES = 30;

/** The built-in channel: it needs no provider and behaves like one (docs/payments.md). */
export const SANDBOX_IF_CODE = 'sandbox';
/** Alipay (open platform, RSA2) and WeChat Pay (API v3): drivers on their SDKs (docs/payments.md). */
export const ALIPAY_IF_CODE = 'alipay';
export const WXPAY_IF_CODE = 'wxpay';

/** Shown instead of a channel secret (a posted mask means "unchanged"). */
export const SECRET_MASK = '******';
