import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/route';
import type { SignedPayCall } from './payment.service';
import { createFinanceFollower, FINANCE_REFRESH_MS } from './finance.service';
import { scheduleJob } from '../../lib/jobs';

// The console's call that issues an app's secret, the merchant API (/api/pay/...) and the
// channels' notifications: public routes authenticated by their signatures over the exact body,
// so this plugin keeps the body text that the JSON parser reads. Refusals are logged.

const rawBodies = new WeakMap<FastifyRequest, string>();

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/** The signed parts of a merchant call as received (path without the query). */
const callOf = (request: FastifyRequest): SignedPayCall => ({
  appId: headerOf(request, 'x-app-id'),
  timestamp: headerOf(request, 'x-timestamp'),
  nonce: headerOf(request, 'x-nonce'),
  signature: headerOf(request, 'x-signature'),
  method: request.method,
  path: pathOf(request),
  body: rawBodies.get(request) ?? '',
});

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const payments = app.services.payments;

  registerEndpoint(app, endpoints.mchAppSecret.rotate, ({ scope, body }) =>
    payments.rotateSecret(scope, body.id),
  );
  registerEndpoint(app, endpoints.chargeOrder.detail, ({ scope, body }) =>
    payments.chargeOrders.detail(scope, body.id),
  );

  // In this plugin only, JSON is parsed by Fastify's own parser after the text is kept.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    json(request, body as string, done);
  });

  const signed =
    <B, A>(handle: (call: SignedPayCall, body: B) => Promise<A>) =>
    async ({ request, body }: { request: FastifyRequest; body: B }) => {
      const call = callOf(request);
      try {
        const answer = await handle(call, body);
        // A close or an expiry seen by a query is an outcome to tell the merchant.
        payments.mchNotify.kick();
        return answer;
      } catch (error) {
        if (isAppError(error) && error.status === 401)
          request.log.warn(
            { appId: call.appId, path: call.path, reason: error.key, ip: request.ip },
            'merchant call refused',
          );
        throw error;
      }
    };

  const api = endpoints.payApi;
  registerEndpoint(app, api.unifiedOrder, signed(payments.unifiedOrder));
  registerEndpoint(app, api.query, signed(payments.query));
  registerEndpoint(app, api.close, signed(payments.close));
  registerEndpoint(app, api.refund, signed(payments.refund));
  registerEndpoint(app, api.refundQuery, signed(payments.refundQuery));
  registerEndpoint(app, api.transfer, signed(payments.transfers.transfer));
  registerEndpoint(app, api.transferQuery, signed(payments.transfers.query));

  // Alipay posts its notifications as forms: kept as text (the signature is over the fields).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        done(null, body);
      },
    );

  const notificationOf = (request: FastifyRequest) => ({
    path: pathOf(request),
    headers: request.headers as Record<string, string | undefined>,
    body: rawBodies.get(request) ?? '',
  });

  registerEndpoint(app, endpoints.payNotify.sandbox, ({ request }) =>
    payments.notify('sandbox', notificationOf(request)),
  );
  // The providers' notifications, answered as each provider expects (success / fail, 204 / 400).
  registerEndpoint(app, endpoints.payNotify.provider, async ({ request, reply }) => {
    const { ifCode } = request.params as { ifCode: string };
    const ack = await payments.notifyAnswer(ifCode, notificationOf(request));
    return reply
      .code(ack.status)
      .type(ack.contentType)
      .send(ack.body || undefined);
  });

  registerEndpoint(app, endpoints.payStatement.list, ({ scope, body, query }) =>
    payments.statements.list(scope, body, query),
  );

  // Every minute while the server is up: unpaid orders past their expiry close, stale nonces go.
  scheduleJob(app, {
    name: 'payment sweep',
    everyMs: 60_000,
    run: async () => {
      await payments.expireDue();
      await payments.sweepNonces();
    },
  });
  // Every minute: orders still paying at a channel that can be asked (Alipay, WeChat Pay) a
  // while after they were made are asked about, in case their notification was lost; and so
  // are refunds a channel accepted to settle later (WeChat Pay's PROCESSING) or never answered,
  // and transfers left transferring; transfers the server never got to send are sent. Refunds
  // and transfers the channel never took by their expiry are closed.
  scheduleJob(app, {
    name: 'channel queries',
    everyMs: 60_000,
    run: async () => {
      await payments.syncDue();
      await payments.syncRefundsDue();
      await payments.transfers.reissueDue();
      await payments.transfers.syncTransfersDue();
    },
  });
  // The sandbox's own payer: payments not yet due are dropped when the server closes.
  app.addHook('onClose', () => payments.sandboxPayer.stop());
  // At start and every hour: today's and yesterday's finance statements and their months.
  scheduleJob(app, {
    name: 'finance statements',
    everyMs: FINANCE_REFRESH_MS,
    atStart: true,
    run: () => payments.finance.refresh(),
  });
  // Merchant notifications: due tries are sent every few seconds (and right after an outcome);
  // today's finance statements are worked out again shortly after payments and refunds settle.
  if (app.config.jobs) {
    const follower = createFinanceFollower(payments.finance, {
      onError: (error) => app.log.error({ err: error }, 'finance statements failed'),
    });
    payments.onOutcome(async (_trx, _outcome, at) => follower.kick(at));
    app.addHook('onClose', () => follower.stop());
    app.addHook('onReady', async () => {
      payments.mchNotify.start((error) =>
        app.log.error({ err: error }, 'merchant notification sweep failed'),
      );
    });
    app.addHook('onClose', async () => {
      await payments.mchNotify.stop();
    });
  }
};
