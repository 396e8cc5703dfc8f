import { createHmac, hkdfSync } from 'node:crypto';
import { SANDBOX_IF_CODE } from '@retail/contract';
import {
  newDeviceNonce,
  signDeviceRequest,
  verifyDeviceSignature,
} from '@retail/contract/device-signature';
import type {
  ChannelContext,
  ChannelDriver,
  ChannelNotification,
  ChannelOrder,
  NotifiedPayment,
} from '../channel-driver';

// The sandbox channel: built in, needs no provider, and behaves like one — an order is paid
// when its payer pays (the console's or a test's "sandbox pay"), which makes a signed
// notification the server must verify like any channel's; notifications can be repeated,
// carry another amount, or say the payment failed. Refunds and divisions are done at once;
// transfers are accepted and settled later, as a provider would.
//
// Notifications are signed like the device gateway's calls (the shared rule in
// @retail/contract/device-signature: HMAC-SHA256 over method, path, timestamp, nonce and the
// body's SHA-256) with the app's sandbox key: its config's `notifyKey` when it has one, else a
// key the server derives for the app.

export const SANDBOX_NOTIFY_PATH = '/api/pay/notify/sandbox';

const header = (notification: ChannelNotification, name: string) => notification.headers[name];

export const createSandboxDriver = (serverSecret: string) => {
  const root = Buffer.from(
    hkdfSync('sha256', serverSecret, 'retail-pay-sandbox', 'sandbox channel v1', 32),
  );
  const keyOf = (context: ChannelContext): string =>
    context.params.notifyKey ?? createHmac('sha256', root).update(context.appId).digest('hex');

  const channelOrderNoOf = (payOrderId: string) => `SB${payOrderId}`;

  /** The payer's side: the signed notification the sandbox sends after the payer acted. */
  const payerNotification = async (
    order: { payOrderId: string; amount: number },
    context: ChannelContext,
    options: { amount?: number | undefined; result?: 'success' | 'failed' | undefined; at: number },
  ): Promise<ChannelNotification> => {
    const body = JSON.stringify({
      payOrderId: order.payOrderId,
      channelOrderNo: channelOrderNoOf(order.payOrderId),
      amount: options.amount ?? order.amount,
      result: options.result ?? 'success',
      paidAt: options.at,
    });
    const timestamp = String(options.at);
    const nonce = newDeviceNonce();
    const signature = await signDeviceRequest(keyOf(context), {
      method: 'POST',
      path: SANDBOX_NOTIFY_PATH,
      timestamp,
      nonce,
      body,
    });
    return {
      path: SANDBOX_NOTIFY_PATH,
      headers: {
        'x-channel-timestamp': timestamp,
        'x-channel-nonce': nonce,
        'x-channel-signature': signature,
      },
      body,
    };
  };

  const parse = (body: string): Partial<NotifiedPayment> | undefined => {
    try {
      const value = JSON.parse(body) as unknown;
      return value && typeof value === 'object' ? (value as Partial<NotifiedPayment>) : undefined;
    } catch {
      return undefined;
    }
  };

  const driver: ChannelDriver = {
    ifCode: SANDBOX_IF_CODE,
    createOrder: async (order: ChannelOrder) => ({
      channelOrderNo: channelOrderNoOf(order.payOrderId),
      payData: { codeUrl: `sandbox://pay/${order.payOrderId}` },
    }),
    closeOrder: async () => {},
    refund: async (refund) => ({ state: 'success', channelOrderNo: `SBR${refund.refundOrderId}` }),
    // Accepted; settled later by the sandbox (the console's "Sandbox: settle", or a test).
    transfer: async (transfer) => ({
      state: 'pending',
      channelOrderNo: `SBT${transfer.transferId}`,
    }),
    // Asked about a transfer it accepted: still being paid out, unless the app's sandbox config
    // says what the provider did meanwhile (`transferResult`: success, failed, or unknown, a
    // transfer it never got), to try the channel queries job offline.
    queryTransfer: async (transfer, context) => {
      const result = context.params.transferResult;
      if (result === 'success')
        return { state: 'success', channelOrderNo: `SBT${transfer.transferId}` };
      if (result === 'failed')
        return { state: 'failed', errMsg: 'the sandbox refused the transfer' };
      if (result === 'unknown') return { state: 'unknown' };
      return { state: 'pending', channelOrderNo: `SBT${transfer.transferId}` };
    },
    // Divided at once, unless the app's sandbox config says `divisionFails: "true"` (to try
    // failures and retries).
    divide: async (division, context) =>
      context.params.divisionFails === 'true'
        ? { state: 'failed', errMsg: 'the sandbox refused the division' }
        : { state: 'success', channelOrderNo: `SBD${division.batchNo}` },
    orderOf: (notification) => {
      const id = parse(notification.body)?.payOrderId;
      return typeof id === 'string' ? id : undefined;
    },
    verifyNotification: async (notification, context) => {
      const timestamp = header(notification, 'x-channel-timestamp');
      const nonce = header(notification, 'x-channel-nonce');
      const signature = header(notification, 'x-channel-signature');
      if (!timestamp || !nonce || !signature) return undefined;
      const valid = await verifyDeviceSignature(
        keyOf(context),
        { method: 'POST', path: notification.path, timestamp, nonce, body: notification.body },
        signature,
      );
      const content = valid ? parse(notification.body) : undefined;
      if (
        !content ||
        typeof content.payOrderId !== 'string' ||
        typeof content.channelOrderNo !== 'string' ||
        !Number.isSafeInteger(content.amount) ||
        (content.result !== 'success' && content.result !== 'failed')
      )
        return undefined;
      return {
        payOrderId: content.payOrderId,
        channelOrderNo: content.channelOrderNo,
        amount: content.amount as number,
        result: content.result,
        paidAt: Number(content.paidAt ?? 0),
      };
    },
  };
  return { driver, payerNotification };
};

export type SandboxChannel = ReturnType<typeof createSandboxDriver>;
