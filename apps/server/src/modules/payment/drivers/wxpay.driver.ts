import { WXPAY_IF_CODE } from '@retail/contract';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type {
  ChannelContext,
  ChannelDriver,
  ChannelNotification,
  ChannelOrder,
  ChannelPayment,
  NotifiedPayment,
  RefundOutcome,
} from '../channel-driver';
import { lastSegment, notifyUrlOf, paramsOf } from './channel-params';

// WeChat Pay (API v3), on the wechatpay-axios-plugin library: every request is signed
// (SHA256-RSA with the merchant's key, its certificate's serial in the Authorization header) and
// every answer's signature checked with the platform's public key (the library refuses an answer
// that is unsigned, stale or signed by another key); a notification is signed the same way and
// carries its transaction sealed with AES-256-GCM under the merchant's API v3 key.
//
// An app's config (docs/payments.md): `mchId`, `appId` (the official account's or mini
// program's), `serialNo` (the merchant certificate's serial), `privateKey` (PEM; secret),
// `apiV3Key` (32 characters; secret), `platformSerial` and `platformPublicKey` (WeChat Pay's
// public key or platform certificate key, PEM), `notifyBaseUrl`, `baseUrl` (optional: WeChat
// Pay's by default; a test points it at a local stand-in). Ways: WX_NATIVE (a QR code),
// WX_JSAPI and WX_LITE (a prepay id and the signed parameters of the payer's page; need `openid`).

export const WXPAY_BASE_URL = 'https://api.mch.weixin.qq.com/';
/** A notification older or newer than this is refused (as the library refuses answers). */
const NOTIFY_SKEW_MS = 5 * 60_000;

const KEYS = [
  'mchId',
  'appId',
  'serialNo',
  'privateKey',
  'apiV3Key',
  'platformSerial',
  'platformPublicKey',
] as const;

type Transaction = {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number };
  payer?: { openid?: string };
};

const clientOf = (context: ChannelContext) => {
  const p = paramsOf(WXPAY_IF_CODE, context, KEYS);
  const wechatpay = new Wechatpay({
    mchid: p.mchId,
    serial: p.serialNo,
    privateKey: p.privateKey,
    certs: { [p.platformSerial]: p.platformPublicKey },
    baseURL: context.params.baseUrl?.trim() || WXPAY_BASE_URL,
    timeout: 10_000,
  });
  return { client: wechatpay.client, p };
};

/** WeChat Pay's error answer (`{ code, message }`) as the reason, else the error's own message. */
const reasonOf = (error: unknown): string => {
  const data = (error as { response?: { data?: { code?: string; message?: string } } })?.response
    ?.data;
  return data?.code
    ? `wxpay: ${data.code} ${data.message ?? ''}`.trim()
    : `wxpay: ${error instanceof Error ? error.message : String(error)}`;
};

const rethrow = (error: unknown): never => {
  throw new Error(reasonOf(error).slice(0, 255));
};

const paymentOf = (payOrderId: string, transaction: Transaction): NotifiedPayment => ({
  payOrderId: transaction.out_trade_no ?? payOrderId,
  channelOrderNo: transaction.transaction_id ?? '',
  amount: Number.isSafeInteger(transaction.amount?.total) ? Number(transaction.amount?.total) : -1,
  result:
    transaction.trade_state === 'SUCCESS'
      ? 'success'
      : transaction.trade_state === 'PAYERROR'
        ? 'failed'
        : 'pending',
  paidAt: transaction.success_time ? Date.parse(transaction.success_time) || 0 : 0,
  payer: transaction.payer?.openid ? transaction.payer.openid.slice(0, 64) : undefined,
});

/** A refund as WeChat Pay answers it (on the refund call and when asked about it). */
type RefundAnswer = { refund_id?: string; status?: string };

/**
 * SUCCESS refunded; PROCESSING still going (asked about again later); CLOSED and ABNORMAL (the
 * payer's account could not take it) failed: the amount can be refunded again.
 */
const refundOutcomeOf = (data: RefundAnswer): RefundOutcome => {
  const channelOrderNo = String(data.refund_id ?? '');
  if (data.status === 'SUCCESS') return { state: 'success', channelOrderNo };
  if (data.status === 'PROCESSING') return { state: 'refunding', channelOrderNo };
  return { state: 'failed', errMsg: `wxpay: refund ${data.status ?? 'refused'}` };
};

/** RFC 3339 in China's time, as WeChat Pay writes it (`2026-11-28T18:30:00+08:00`). */
const rfc3339 = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export const createWxpayDriver = ({ now }: { now: () => number }): ChannelDriver => {
  const createOrder = async (
    order: ChannelOrder,
    context: ChannelContext,
  ): Promise<ChannelPayment> => {
    const { client, p } = clientOf(context);
    const jsapi = order.wayCode === 'WX_JSAPI' || order.wayCode === 'WX_LITE';
    if (!jsapi && order.wayCode !== 'WX_NATIVE')
      throw new Error(`wxpay: the way ${order.wayCode} is not one WeChat Pay takes here`);
    const openid = order.channelExtra?.openid;
    if (jsapi && !openid) throw new Error('wxpay: this way needs the payer’s openid');
    const body = {
      appid: p.appId,
      mchid: p.mchId,
      description: order.subject,
      out_trade_no: order.payOrderId,
      time_expire: rfc3339(order.expiredAt),
      notify_url: notifyUrlOf(WXPAY_IF_CODE, context, order.payOrderId),
      amount: { total: order.amount, currency: order.currency.toUpperCase() },
      ...(jsapi ? { payer: { openid } } : {}),
    };
    const path = `v3/pay/transactions/${jsapi ? 'jsapi' : 'native'}`;
    const { data } = await client
      .request<{ code_url?: string; prepay_id?: string }>(path, 'post', body)
      .then(undefined, rethrow);
    if (!jsapi) return { channelOrderNo: null, payData: { codeUrl: String(data.code_url) } };
    // The payer's page calls wx.requestPayment with these, signed with the merchant's key.
    const timeStamp = String(Math.floor(now() / 1000));
    const nonceStr = Formatter.nonce();
    const pkg = `prepay_id=${String(data.prepay_id)}`;
    const paySign = Rsa.sign(
      Formatter.joinedByLineFeed(p.appId, timeStamp, nonceStr, pkg),
      p.privateKey,
    );
    return {
      channelOrderNo: null,
      payData: { appId: p.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign },
    };
  };

  const header = (notification: ChannelNotification, name: string) =>
    notification.headers[name.toLowerCase()];

  return {
    ifCode: WXPAY_IF_CODE,
    createOrder,
    queryOrder: async (order, context) => {
      const { client, p } = clientOf(context);
      const path = `v3/pay/transactions/out-trade-no/${encodeURIComponent(order.payOrderId)}`;
      const { data } = await client
        .request<Transaction>(path, 'get', undefined, { params: { mchid: p.mchId } })
        .then(undefined, rethrow);
      return paymentOf(order.payOrderId, data);
    },
    closeOrder: async (order, context) => {
      const { client, p } = clientOf(context);
      const path = `v3/pay/transactions/out-trade-no/${encodeURIComponent(order.payOrderId)}/close`;
      await client.request(path, 'post', { mchid: p.mchId }).then(undefined, rethrow);
    },
    refund: async (refund, context) => {
      const { client } = clientOf(context);
      try {
        const { data } = await client.request<RefundAnswer>('v3/refund/domestic/refunds', 'post', {
          out_trade_no: refund.payOrderId,
          out_refund_no: refund.refundOrderId,
          amount: { refund: refund.refundAmount, total: refund.payAmount, currency: 'CNY' },
        });
        return refundOutcomeOf(data);
      } catch (error) {
        return { state: 'failed', errMsg: reasonOf(error).slice(0, 255) };
      }
    },
    // A refund left PROCESSING: its state now. A failed question leaves it as it is (asked again later).
    queryRefund: async (refund, context) => {
      const { client } = clientOf(context);
      const path = `v3/refund/domestic/refunds/${encodeURIComponent(refund.refundOrderId)}`;
      const { data } = await client
        .request<RefundAnswer>(path, 'get', undefined)
        .then(undefined, rethrow);
      return refundOutcomeOf(data);
    },
    ack: (taken, reason) =>
      taken
        ? { status: 204, contentType: 'application/json', body: '' }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: reason ?? 'refused' }),
          },
    orderOf: (notification) => lastSegment(notification.path),
    verifyNotification: async (notification, context) => {
      const p = paramsOf(WXPAY_IF_CODE, context, KEYS);
      const timestamp = header(notification, 'Wechatpay-Timestamp');
      const nonce = header(notification, 'Wechatpay-Nonce');
      const signature = header(notification, 'Wechatpay-Signature');
      const serial = header(notification, 'Wechatpay-Serial');
      if (!timestamp || !nonce || !signature || serial !== p.platformSerial) return undefined;
      if (
        !/^\d{1,12}$/.test(timestamp) ||
        Math.abs(now() - Number(timestamp) * 1000) > NOTIFY_SKEW_MS
      )
        return undefined;
      const message = Formatter.joinedByLineFeed(timestamp, nonce, notification.body);
      let valid = false;
      try {
        valid = Rsa.verify(message, signature, p.platformPublicKey);
      } catch {
        valid = false;
      }
      if (!valid) return undefined;
      try {
        const event = JSON.parse(notification.body) as {
          resource?: {
            algorithm?: string;
            ciphertext?: string;
            nonce?: string;
            associated_data?: string;
          };
        };
        const resource = event.resource;
        if (resource?.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce)
          return undefined;
        const transaction = JSON.parse(
          Aes.AesGcm.decrypt(
            resource.ciphertext,
            p.apiV3Key,
            resource.nonce,
            resource.associated_data ?? '',
          ),
        ) as Transaction;
        if (transaction.mchid !== p.mchId || !transaction.out_trade_no) return undefined;
        return paymentOf(transaction.out_trade_no, transaction);
      } catch {
        // Not JSON, or sealed with another key (GCM's tag does not match).
        return undefined;
      }
    },
  };
};
