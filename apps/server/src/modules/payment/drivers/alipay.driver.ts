import { createPrivateKey } from 'node:crypto';
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { ALIPAY_IF_CODE } from '@retail/contract';
import type {
  ChannelContext,
  ChannelDriver,
  ChannelOrder,
  ChannelOutcome,
  ChannelPayment,
  NotifiedPayment,
} from '../channel-driver';
import { centsOf, lastSegment, notifyUrlOf, paramsOf, yuanOf } from './channel-params';

// Alipay (open platform, RSA2), on the Alipay SDK: every request is signed with the app's
// private key and every answer's signature checked with Alipay's public key (a forged or altered
// answer throws); notifications are forms signed RSA2 by Alipay, checked the same way.
//
// An app's config (docs/payments.md): `appId` (Alipay's app id), `privateKey` (the app's RSA
// private key, PKCS#1 or PKCS#8, PEM or bare base64; secret), `alipayPublicKey`, `notifyBaseUrl`
// (this server's public address), `gatewayUrl` (optional: Alipay's by default; a test points it
// at a local stand-in). Ways: ALI_QR (precreate: a QR code), ALI_PC and ALI_WAP (a signed page
// URL), ALI_JSAPI and ALI_LITE (trade create for a mini program: needs the payer's `buyerId`).
// Transfers pay out to Alipay accounts (ALIPAY_CASH), and are asked about by the queries job.

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
const SUCCESS = '10000';

/** PKCS#8 when the key says so or parses so, else PKCS#1 (what Alipay's key tool makes). */
const keyTypeOf = (key: string): 'PKCS1' | 'PKCS8' => {
  if (key.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  if (key.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  try {
    createPrivateKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
};

/** Alipay's time (China, UTC+8) as `yyyy-MM-dd HH:mm:ss`. */
const beijingTime = (ms: number) =>
  new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const fromBeijingTime = (text: unknown): number => {
  const ms = Date.parse(`${String(text ?? '').replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? 0 : ms;
};

const sdkOf = (context: ChannelContext) => {
  const p = paramsOf(ALIPAY_IF_CODE, context, ['appId', 'privateKey', 'alipayPublicKey']);
  return new AlipaySdk({
    appId: p.appId,
    privateKey: p.privateKey,
    keyType: keyTypeOf(p.privateKey),
    alipayPublicKey: p.alipayPublicKey,
    gateway: context.params.gatewayUrl?.trim() || ALIPAY_GATEWAY,
    timeout: 10_000,
  });
};

/** Calls an Alipay API with its answer's signature checked; answers the business result. */
const call = (context: ChannelContext, method: string, bizContent: Record<string, unknown>) =>
  sdkOf(context).exec(method, { bizContent }, { validateSign: true });

const refusal = (method: string, answer: AlipaySdkCommonResult) =>
  new Error(
    `alipay ${method}: ${answer.code} ${answer.subCode ?? ''} ${answer.subMsg ?? answer.msg}`.trim(),
  );

/** The trade states Alipay reports: paid, closed, or waiting for the payer. */
const resultOf = (tradeStatus: unknown): NotifiedPayment['result'] =>
  tradeStatus === 'TRADE_SUCCESS' || tradeStatus === 'TRADE_FINISHED' ? 'success' : 'pending';

export const createAlipayDriver = (): ChannelDriver => {
  const createOrder = async (
    order: ChannelOrder,
    context: ChannelContext,
  ): Promise<ChannelPayment> => {
    const sdk = sdkOf(context);
    const notifyUrl = notifyUrlOf(ALIPAY_IF_CODE, context, order.payOrderId);
    const base = {
      out_trade_no: order.payOrderId,
      total_amount: yuanOf(order.amount),
      subject: order.subject,
      time_expire: beijingTime(order.expiredAt),
    };
    switch (order.wayCode) {
      case 'ALI_QR': {
        const answer = await sdk.exec(
          'alipay.trade.precreate',
          { notify_url: notifyUrl, bizContent: base },
          { validateSign: true },
        );
        if (answer.code !== SUCCESS) throw refusal('precreate', answer);
        return { channelOrderNo: null, payData: { codeUrl: String(answer.qrCode) } };
      }
      case 'ALI_PC':
      case 'ALI_WAP': {
        const pc = order.wayCode === 'ALI_PC';
        const payUrl = sdk.pageExecute(
          pc ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay',
          'GET',
          {
            notify_url: notifyUrl,
            bizContent: { ...base, product_code: pc ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY' },
          },
        );
        return { channelOrderNo: null, payData: { payUrl } };
      }
      case 'ALI_JSAPI':
      case 'ALI_LITE': {
        const buyerId = order.channelExtra?.buyerId;
        if (!buyerId) throw new Error('alipay: this way needs the payer’s buyerId');
        const answer = await sdk.exec(
          'alipay.trade.create',
          {
            notify_url: notifyUrl,
            bizContent: { ...base, buyer_id: buyerId, product_code: 'JSAPI_PAY' },
          },
          { validateSign: true },
        );
        if (answer.code !== SUCCESS) throw refusal('create', answer);
        const tradeNo = String(answer.tradeNo);
        return { channelOrderNo: tradeNo, payData: { tradeNo } };
      }
      default:
        throw new Error(`alipay: the way ${order.wayCode} is not one Alipay takes`);
    }
  };

  /** A form's fields (the notification), or undefined when the body is not a form. */
  const formOf = (body: string): Record<string, string> | undefined => {
    if (!body.includes('=')) return undefined;
    return Object.fromEntries(new URLSearchParams(body));
  };

  return {
    ifCode: ALIPAY_IF_CODE,
    createOrder,
    queryOrder: async (order, context) => {
      const answer = await call(context, 'alipay.trade.query', { out_trade_no: order.payOrderId });
      // Not scanned yet: Alipay does not know the trade.
      if (answer.code !== SUCCESS && answer.subCode === 'ACQ.TRADE_NOT_EXIST')
        return { ...pending(order), channelOrderNo: '' };
      if (answer.code !== SUCCESS) throw refusal('query', answer);
      return {
        payOrderId: order.payOrderId,
        channelOrderNo: String(answer.tradeNo ?? ''),
        amount: centsOf(answer.totalAmount) ?? -1,
        result: resultOf(answer.tradeStatus),
        paidAt: fromBeijingTime(answer.sendPayDate),
        payer: payerOf(answer.buyerUserId ?? answer.buyerOpenId),
      };
    },
    closeOrder: async (order, context) => {
      const answer = await call(context, 'alipay.trade.close', { out_trade_no: order.payOrderId });
      // A QR code nobody scanned is no trade at Alipay: nothing to close.
      if (answer.code !== SUCCESS && answer.subCode !== 'ACQ.TRADE_NOT_EXIST')
        throw refusal('close', answer);
    },
    refund: async (refund, context) => {
      const answer = await call(context, 'alipay.trade.refund', {
        out_trade_no: refund.payOrderId,
        out_request_no: refund.refundOrderId,
        refund_amount: yuanOf(refund.refundAmount),
      });
      if (answer.code !== SUCCESS)
        return { state: 'failed', errMsg: refusal('refund', answer).message.slice(0, 255) };
      return { state: 'success', channelOrderNo: String(answer.tradeNo ?? refund.refundOrderId) };
    },
    // Pays out to an Alipay account (its login id, or its user id 2088…): done at once,
    // refused with Alipay's reason, or being paid (DEALING). Alipay takes an `out_biz_no` once.
    transfer: async (transfer, context) => {
      if (transfer.entryType !== 'ALIPAY_CASH')
        return { state: 'failed', errMsg: 'alipay pays out only to Alipay accounts (ALIPAY_CASH)' };
      const answer = await call(context, 'alipay.fund.trans.uni.transfer', {
        ...TRANSFER_PRODUCT,
        out_biz_no: transfer.transferId,
        trans_amount: yuanOf(transfer.amount),
        order_title: transfer.transferDesc,
        payee_info: {
          identity: transfer.accountNo,
          identity_type: /^2088\d{12}$/.test(transfer.accountNo)
            ? 'ALIPAY_USER_ID'
            : 'ALIPAY_LOGON_ID',
          ...(transfer.accountName ? { name: transfer.accountName } : {}),
        },
      });
      // Alipay's own trouble: whether it paid is not known until it is asked.
      if (answer.code !== SUCCESS && answer.subCode === 'SYSTEM_ERROR')
        throw refusal('transfer', answer);
      if (answer.code !== SUCCESS)
        return { state: 'failed', errMsg: refusal('transfer', answer).message.slice(0, 255) };
      return transferOutcomeOf(answer, transfer.transferId);
    },
    queryTransfer: async (transfer, context) => {
      const answer = await call(context, 'alipay.fund.trans.common.query', {
        ...TRANSFER_PRODUCT,
        out_biz_no: transfer.transferId,
      });
      if (answer.code !== SUCCESS && answer.subCode === 'ORDER_NOT_EXIST')
        return { state: 'unknown' };
      if (answer.code !== SUCCESS) throw refusal('transfer query', answer);
      return transferOutcomeOf(answer, transfer.transferId);
    },
    ack: (taken) =>
      taken
        ? { status: 200, contentType: 'text/plain', body: 'success' }
        : { status: 400, contentType: 'text/plain', body: 'fail' },
    orderOf: (notification) => lastSegment(notification.path),
    verifyNotification: async (notification, context) => {
      const form = formOf(notification.body);
      if (!form || form.app_id !== context.params.appId) return undefined;
      if (!sdkOf(context).checkNotifySignV2(form)) return undefined;
      const amount = centsOf(form.total_amount);
      if (!form.out_trade_no || !form.trade_no || amount === undefined) return undefined;
      return {
        payOrderId: form.out_trade_no,
        channelOrderNo: form.trade_no,
        amount,
        result: resultOf(form.trade_status),
        paidAt: fromBeijingTime(form.gmt_payment),
        payer: payerOf(form.buyer_id ?? form.buyer_open_id),
      };
    },
  };
};

/** A payout to an Alipay balance, no password asked (what Alipay's transfer API names it). */
const TRANSFER_PRODUCT = { product_code: 'TRANS_ACCOUNT_NO_PWD', biz_scene: 'DIRECT_TRANSFER' };

/** A payout's state as Alipay reports it: paid, refused (or paid back), or still being paid. */
const transferOutcomeOf = (answer: AlipaySdkCommonResult, transferId: string): ChannelOutcome => {
  const channelOrderNo = String(answer.orderId ?? transferId);
  if (answer.status === 'SUCCESS') return { state: 'success', channelOrderNo };
  if (answer.status === 'FAIL' || answer.status === 'REFUND' || answer.status === 'CLOSED')
    return {
      state: 'failed',
      errMsg: `alipay transfer: ${String(answer.status)} ${String(answer.failReason ?? '')}`
        .trim()
        .slice(0, 255),
    };
  return { state: 'pending', channelOrderNo };
};

/** The payer's id as Alipay gives it (kept to 64 characters), if any. */
const payerOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value.slice(0, 64) : undefined;

const pending = (order: ChannelOrder): NotifiedPayment => ({
  payOrderId: order.payOrderId,
  channelOrderNo: '',
  amount: order.amount,
  result: 'pending',
  paidAt: 0,
});
