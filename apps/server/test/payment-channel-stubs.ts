import {
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Aes } from 'wechatpay-axios-plugin';

// Local stand-ins of Alipay's gateway and WeChat Pay's API v3, for the drivers' tests: real
// HTTP servers on free local ports that check each request's signature with the key pair the
// test generated for the app (a request signed with anything else is refused), keep the trades
// they were asked for, and sign every answer with the provider's key pair (also generated here),
// as the providers do. Each also makes the provider's signed notifications.

const pems = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

const rsaSign = (text: string, key: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
const rsaVerify = (text: string, signature: string, key: string) =>
  createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const listen = async (
  handle: (request: IncomingMessage, body: string, response: ServerResponse) => void,
) => {
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A trade the stand-in keeps: what it was asked, and whether the payer paid. */
type Trade = {
  outTradeNo: string;
  amount: number;
  paid: boolean;
  closed: boolean;
  tradeNo: string;
};

const yuan = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Alipay's gateway: form requests signed RSA2 by the app; answers signed RSA2 by "Alipay". */
/** The payers the stand-ins report (Alipay's buyer id, WeChat Pay's openid). */
export const ALIPAY_BUYER_ID = '2088102177846880';
export const WXPAY_PAYER_OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

export const startAlipayStub = async () => {
  const app = pems();
  const alipay = pems();
  const appId = '2021000000000001';
  const trades = new Map<string, Trade>();
  const calls: string[] = [];
  const refunds: { outTradeNo: string; amount: string; outRequestNo: string }[] = [];
  /**
   * The next answers' business result: `fail` refuses with a sub code; `lost` refunds and then
   * drops the connection, as an answer lost on the way would.
   */
  const mode = {
    refund: 'ok' as 'ok' | 'fail' | 'lost' | 'dropped',
    /**
     * Transfers: `dealing` takes them to pay later (`settleTransfer`); `lost` pays and drops the
     * answer; `dropped` drops the call before Alipay takes it; `fail` refuses the payee.
     */
    transfer: 'ok' as 'ok' | 'dealing' | 'fail' | 'lost' | 'dropped',
  };
  /** Payouts Alipay took, by the merchant's transfer number (`out_biz_no`), taken once each. */
  const transfers = new Map<
    string,
    { amount: string; identity: string; identityType: string; orderId: string; status: string }
  >();

  const answer = (response: ServerResponse, method: string, content: object) => {
    const inner = JSON.stringify(content);
    const key = `${method.replaceAll('.', '_')}_response`;
    const text = `{"${key}":${inner},"sign":"${rsaSign(inner, alipay.privateKey)}"}`;
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(text);
  };

  const server = await listen((request, body, response) => {
    const params: Record<string, string> = {
      ...Object.fromEntries(new URL(request.url ?? '/', 'http://x').searchParams),
      ...Object.fromEntries(new URLSearchParams(body)),
    };
    const { sign, ...signed } = params;
    const text = Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join('&');
    const method = params.method ?? '';
    calls.push(method);
    if (!sign || signed.app_id !== appId || !rsaVerify(text, sign, app.publicKey))
      return answer(response, method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: 'bad signature',
      });
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const trade = trades.get(biz.out_trade_no ?? '');
    const missing = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_NOT_EXIST',
      sub_msg: 'no such trade',
    };
    switch (method) {
      case 'alipay.trade.precreate':
      case 'alipay.trade.create': {
        const outTradeNo = String(biz.out_trade_no);
        const cents = Math.round(Number(biz.total_amount) * 100);
        const tradeNo = `2026${randomBytes(8).toString('hex')}`;
        trades.set(outTradeNo, { outTradeNo, amount: cents, paid: false, closed: false, tradeNo });
        return answer(response, method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: outTradeNo,
          ...(method === 'alipay.trade.create'
            ? { trade_no: tradeNo }
            : { qr_code: `https://qr.alipay.test/${outTradeNo}` }),
        });
      }
      case 'alipay.trade.query':
        if (!trade) return answer(response, method, missing);
        return answer(response, method, {
          code: '10000',
          msg: 'Success',
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          trade_status: trade.paid
            ? 'TRADE_SUCCESS'
            : trade.closed
              ? 'TRADE_CLOSED'
              : 'WAIT_BUYER_PAY',
          total_amount: yuan(trade.amount),
          send_pay_date: '2026-11-28 18:00:00',
          ...(trade.paid ? { buyer_user_id: ALIPAY_BUYER_ID } : {}),
        });
      case 'alipay.trade.close':
        if (!trade) return answer(response, method, missing);
        trade.closed = true;
        return answer(response, method, { code: '10000', msg: 'Success', trade_no: trade.tradeNo });
      case 'alipay.fund.trans.uni.transfer': {
        if (mode.transfer === 'dropped') return response.destroy();
        if (mode.transfer === 'fail')
          return answer(response, method, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'PAYEE_NOT_EXIST',
            sub_msg: 'no such payee',
          });
        const outBizNo = String(biz.out_biz_no);
        const payee = biz.payee_info as unknown as { identity: string; identity_type: string };
        const made = transfers.get(outBizNo) ?? {
          amount: String(biz.trans_amount),
          identity: payee.identity,
          identityType: payee.identity_type,
          orderId: `2026${randomBytes(6).toString('hex')}`,
          status: mode.transfer === 'dealing' ? 'DEALING' : 'SUCCESS',
        };
        transfers.set(outBizNo, made);
        if (mode.transfer === 'lost') return response.destroy();
        return answer(response, method, {
          code: '10000',
          msg: 'Success',
          out_biz_no: outBizNo,
          order_id: made.orderId,
          status: made.status,
        });
      }
      case 'alipay.fund.trans.common.query': {
        const made = transfers.get(String(biz.out_biz_no));
        if (!made)
          return answer(response, method, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ORDER_NOT_EXIST',
            sub_msg: 'no such transfer',
          });
        return answer(response, method, {
          code: '10000',
          msg: 'Success',
          order_id: made.orderId,
          status: made.status,
          trans_amount: made.amount,
        });
      }
      case 'alipay.trade.refund':
        if (mode.refund === 'dropped') return response.destroy();
        if (!trade || mode.refund === 'fail')
          return answer(response, method, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.TRADE_STATUS_ERROR',
            sub_msg: 'the trade cannot be refunded',
          });
        // A refund request number is taken once, as Alipay does: the same number again
        // answers the refund made, and refunds nothing more.
        if (!refunds.some((made) => made.outRequestNo === String(biz.out_request_no)))
          refunds.push({
            outTradeNo: trade.outTradeNo,
            amount: String(biz.refund_amount),
            outRequestNo: String(biz.out_request_no),
          });
        if (mode.refund === 'lost') return response.destroy();
        return answer(response, method, {
          code: '10000',
          msg: 'Success',
          trade_no: trade.tradeNo,
          fund_change: 'Y',
          refund_fee: biz.refund_amount,
        });
      default:
        return answer(response, method, { code: '40004', msg: 'unknown method' });
    }
  });

  /** The form Alipay posts when the payer paid `outTradeNo` (signed RSA2, sign_type left out). */
  const notification = (
    outTradeNo: string,
    options: { amount?: number; status?: string; key?: string; appId?: string } = {},
  ) => {
    const trade = trades.get(outTradeNo);
    if (trade && (options.status ?? 'TRADE_SUCCESS') === 'TRADE_SUCCESS') trade.paid = true;
    const fields: Record<string, string> = {
      notify_time: '2026-11-28 18:00:01',
      notify_type: 'trade_status_sync',
      notify_id: randomUUID(),
      app_id: options.appId ?? appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade?.tradeNo ?? '2026000000',
      out_trade_no: outTradeNo,
      trade_status: options.status ?? 'TRADE_SUCCESS',
      total_amount: yuan(options.amount ?? trade?.amount ?? 0),
      subject: 'Mineral water & more',
      gmt_payment: '2026-11-28 18:00:00',
      buyer_id: ALIPAY_BUYER_ID,
    };
    const text = Object.keys(fields)
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('&');
    const sign = rsaSign(text, options.key ?? alipay.privateKey);
    return new URLSearchParams({ ...fields, sign, sign_type: 'RSA2' }).toString();
  };

  return {
    gatewayUrl: `${server.base}/gateway.do`,
    /** The app's config parameters for the driver. */
    params: {
      appId,
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gatewayUrl: `${server.base}/gateway.do`,
      notifyBaseUrl: 'https://pay.example.test',
    },
    trades,
    calls,
    refunds,
    transfers,
    mode,
    notification,
    /** A key Alipay never had (to forge notifications with). */
    otherKey: pems().privateKey,
    close: server.close,
  };
};

/** WeChat Pay's API v3: requests signed by the merchant; answers signed by the platform. */
export const startWxpayStub = async () => {
  const merchant = pems();
  const platform = pems();
  const mchId = '1900000109';
  const serialNo = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const platformSerial = 'PUB_KEY_ID_0114232134912410000000000000';
  const apiV3Key = randomBytes(16).toString('hex');
  const trades = new Map<string, Trade>();
  const calls: string[] = [];
  const refunds: { outTradeNo: string; refund: number; total: number }[] = [];
  const mode = { refund: 'SUCCESS' as 'SUCCESS' | 'PROCESSING' | 'fail' };
  /** Each refund's id and status by its out_refund_no (a test settles a PROCESSING one here). */
  const refundStates = new Map<string, { refundId: string; status: string }>();

  const send = (response: ServerResponse, status: number, content?: object) => {
    const text = content === undefined ? '' : JSON.stringify(content);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'Wechatpay-Timestamp': timestamp,
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Serial': platformSerial,
        'Wechatpay-Signature': rsaSign(`${timestamp}\n${nonce}\n${text}\n`, platform.privateKey),
      })
      .end(text);
  };

  const server = await listen((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const method = request.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(request.headers.authorization ?? '');
    const parts = Object.fromEntries(
      [...(auth?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const message = `${method}\n${url.pathname}${url.search}\n${parts.timestamp}\n${parts.nonce_str}\n${body}\n`;
    if (
      parts.mchid !== mchId ||
      parts.serial_no !== serialNo ||
      !parts.signature ||
      !rsaVerify(message, parts.signature, merchant.publicKey)
    )
      return send(response, 401, { code: 'SIGN_ERROR', message: 'bad signature' });
    const data = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (method === 'POST' && /^\/v3\/pay\/transactions\/(native|jsapi)$/.test(url.pathname)) {
      const outTradeNo = String(data.out_trade_no);
      const amount = Number((data.amount as { total: number }).total);
      trades.set(outTradeNo, {
        outTradeNo,
        amount,
        paid: false,
        closed: false,
        tradeNo: `4200${randomBytes(8).toString('hex')}`,
      });
      return url.pathname.endsWith('native')
        ? send(response, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${outTradeNo}` })
        : send(response, 200, { prepay_id: `wx${outTradeNo}` });
    }
    if (byNo) {
      const trade = trades.get(decodeURIComponent(byNo[1] ?? ''));
      if (!trade) return send(response, 404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
      if (byNo[2]) {
        trade.closed = true;
        return send(response, 204);
      }
      return send(response, 200, {
        mchid: mchId,
        out_trade_no: trade.outTradeNo,
        transaction_id: trade.tradeNo,
        trade_state: trade.paid ? 'SUCCESS' : trade.closed ? 'CLOSED' : 'NOTPAY',
        amount: { total: trade.amount, payer_total: trade.amount, currency: 'CNY' },
        ...(trade.paid ? { success_time: '2026-11-28T18:00:00+08:00' } : {}),
      });
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const amount = data.amount as { refund: number; total: number };
      if (mode.refund === 'fail')
        return send(response, 403, { code: 'NOT_ENOUGH', message: 'balance too low' });
      refunds.push({
        outTradeNo: String(data.out_trade_no),
        refund: amount.refund,
        total: amount.total,
      });
      const state = { refundId: `5030${randomBytes(6).toString('hex')}`, status: mode.refund };
      refundStates.set(String(data.out_refund_no), state);
      return send(response, 200, {
        refund_id: state.refundId,
        out_refund_no: data.out_refund_no,
        status: state.status,
      });
    }
    const refundNo = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && refundNo) {
      const outRefundNo = decodeURIComponent(refundNo[1] ?? '');
      const state = refundStates.get(outRefundNo);
      if (!state)
        return send(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: 'no such refund' });
      return send(response, 200, {
        refund_id: state.refundId,
        out_refund_no: outRefundNo,
        status: state.status,
      });
    }
    return send(response, 404, { code: 'NOT_FOUND', message: 'no such API' });
  });

  /** What WeChat Pay posts when the payer paid: signed by the platform, the transaction sealed. */
  const notification = (
    outTradeNo: string,
    options: { amount?: number; key?: string; apiV3Key?: string; timestamp?: number } = {},
  ) => {
    const trade = trades.get(outTradeNo);
    if (trade) trade.paid = true;
    const nonce = randomBytes(6).toString('hex');
    const transaction = JSON.stringify({
      mchid: mchId,
      appid: 'wxd678efh567hg6787',
      out_trade_no: outTradeNo,
      transaction_id: trade?.tradeNo ?? '4200000000',
      trade_state: 'SUCCESS',
      success_time: '2026-11-28T18:00:00+08:00',
      amount: { total: options.amount ?? trade?.amount ?? 0, currency: 'CNY' },
      payer: { openid: WXPAY_PAYER_OPENID },
    });
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: '2026-11-28T18:00:01+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: Aes.AesGcm.encrypt(
          transaction,
          options.apiV3Key ?? apiV3Key,
          nonce,
          'transaction',
        ),
        associated_data: 'transaction',
        nonce,
      },
    });
    const timestamp = String(Math.floor((options.timestamp ?? Date.now()) / 1000));
    const headerNonce = randomBytes(16).toString('hex');
    return {
      body,
      headers: {
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': headerNonce,
        'wechatpay-serial': platformSerial,
        'wechatpay-signature': rsaSign(
          `${timestamp}\n${headerNonce}\n${body}\n`,
          options.key ?? platform.privateKey,
        ),
      },
    };
  };

  return {
    params: {
      mchId,
      appId: 'wxd678efh567hg6787',
      serialNo,
      privateKey: merchant.privateKey,
      apiV3Key,
      platformSerial,
      platformPublicKey: platform.publicKey,
      baseUrl: `${server.base}/`,
      notifyBaseUrl: 'https://pay.example.test',
    },
    merchantPublicKey: merchant.publicKey,
    trades,
    calls,
    refunds,
    refundStates,
    mode,
    notification,
    otherKey: pems().privateKey,
    close: server.close,
  };
};
