// What a payment channel (the sandbox, Alipay, WeChat Pay…) does for the payment module. One
// driver per interface code (`payInterfaceDefine.ifCode`), one file per driver in ./drivers.
// Drivers hold no state of their own: what they need of an app (its keys) comes in `context`.

/** An app's parameters of the channel (its config, secrets opened) and who it is. */
export type ChannelContext = {
  appId: string;
  params: Readonly<Record<string, string>>;
};

/** The order as a channel sees it. */
export type ChannelOrder = {
  payOrderId: string;
  wayCode: string;
  amount: number;
  currency: string;
  subject: string;
  /** Epoch milliseconds. */
  expiredAt: number;
  /** Who pays, for the ways that need it (WeChat JSAPI `openid`, Alipay `buyerId`). */
  channelExtra?: { openid?: string | undefined; buyerId?: string | undefined } | undefined;
};

export type ChannelRefund = {
  refundOrderId: string;
  payOrderId: string;
  channelOrderNo: string | null;
  payAmount: number;
  refundAmount: number;
};

export type ChannelTransfer = {
  transferId: string;
  entryType: string;
  amount: number;
  currency: string;
  accountNo: string;
  accountName: string | null;
  bankName: string | null;
  transferDesc: string;
};

/** A paid order's division among receivers, as one batch. */
export type ChannelDivision = {
  batchNo: string;
  payOrderId: string;
  channelOrderNo: string | null;
  receivers: { accNo: string; accName: string; amount: number }[];
};

/** A refund's or a transfer's outcome as the channel answers it. */
export type ChannelOutcome =
  | { state: 'success'; channelOrderNo: string }
  | { state: 'failed'; errMsg: string }
  | { state: 'pending'; channelOrderNo: string | null };

/** What a channel says of a transfer it was asked about; `unknown`: it has no such transfer. */
export type TransferQueryOutcome = ChannelOutcome | { state: 'unknown' };

/** A refund's outcome as the channel answers it: done, refused, or still being settled. */
export type RefundOutcome =
  | { state: 'success'; channelOrderNo: string }
  | { state: 'failed'; errMsg: string }
  | { state: 'refunding'; channelOrderNo: string | null };

/** A notification as received: the exact body text and the headers. */
export type ChannelNotification = {
  path: string;
  headers: Readonly<Record<string, string | undefined>>;
  body: string;
};

/**
 * What a notification (or a query) says, once its signature was checked: paid, failed, or
 * nothing to apply (`pending`: not paid yet, or closed at the channel) — acknowledged, no change.
 */
export type NotifiedPayment = {
  payOrderId: string;
  channelOrderNo: string;
  amount: number;
  result: 'success' | 'failed' | 'pending';
  /** Epoch milliseconds. */
  paidAt: number;
  /** Who paid, as the channel names its payer (Alipay's `buyer_id`, WeChat Pay's `openid`). */
  payer?: string | undefined;
};

/** A channel's answer to a notification: its body, status and type (each channel has its own). */
export type ChannelAck = { status: number; contentType: string; body: string };

/** A payment started: the channel's order number, if any, and what the payer pays with. */
export type ChannelPayment = { channelOrderNo: string | null; payData: Record<string, string> };

export type ChannelDriver = {
  ifCode: string;
  /** Starts a payment: the channel's order number, if any, and what the payer pays with. */
  createOrder: (order: ChannelOrder, context: ChannelContext) => Promise<ChannelPayment>;
  /** Closes an unpaid order at the channel (the payer can no longer pay it). */
  closeOrder: (order: ChannelOrder, context: ChannelContext) => Promise<void>;
  /** Refunds: done at once, refused, or accepted to be settled later. */
  refund: (refund: ChannelRefund, context: ChannelContext) => Promise<RefundOutcome>;
  /**
   * What the channel says now of a refund it accepted to settle later (channels whose refunds
   * can stay `refunding`: WeChat Pay's PROCESSING).
   */
  queryRefund?: (refund: ChannelRefund, context: ChannelContext) => Promise<RefundOutcome>;
  /**
   * Pays out (channels that can): done at once, refused, or accepted to be settled later. A
   * channel takes a transfer number once: the same number again answers the first transfer.
   * Throws when there is no answer (the channel may or may not have taken it).
   */
  transfer?: (transfer: ChannelTransfer, context: ChannelContext) => Promise<ChannelOutcome>;
  /** What the channel says now of a transfer (channels that pay out and can be asked). */
  queryTransfer?: (
    transfer: ChannelTransfer,
    context: ChannelContext,
  ) => Promise<TransferQueryOutcome>;
  /** Divides a paid order among receivers (channels that can). */
  divide?: (division: ChannelDivision, context: ChannelContext) => Promise<ChannelOutcome>;
  /** What the channel says of an order now (channels that can be asked): the same shape as a notification's. */
  queryOrder?: (order: ChannelOrder, context: ChannelContext) => Promise<NotifiedPayment>;
  /** How the channel wants a notification answered: taken (applied or a repeat) or refused. */
  ack?: (taken: boolean, reason?: string) => ChannelAck;
  /** The order a notification is about (read before its signature can be checked), if any. */
  orderOf: (notification: ChannelNotification) => string | undefined;
  /** The notification's content when its signature is the channel's for this app, else undefined. */
  verifyNotification: (
    notification: ChannelNotification,
    context: ChannelContext,
  ) => Promise<NotifiedPayment | undefined>;
};
