import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newDeviceNonce, signDeviceRequest } from '@retail/contract/device-signature';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { callAs, demoToken, startDemoApp } from './support/admin-calls';
import { bodyOf, expectStatus } from './support/test-app';
import { okData, PAGE } from './goods.support';

// The payment tests' world: the demo app with a merchant, an app and its secret, the sandbox
// way, interface and passage, the merchant API's signed calls, the sandbox payer's
// notifications, and a merchant's own HTTP server that records what the platform sends it.

export type Row = { id: number } & Record<string, unknown>;
export type Order = {
  payOrderId: string;
  mchOrderNo: string;
  amount: number;
  refundAmount: number;
  state: number;
  payData: Record<string, string> | null;
};
type Who = 'sunrise' | 'harbour';

export type MerchantCallOptions = {
  appId?: string;
  secret?: string;
  timestamp?: number;
  nonce?: string;
  signature?: string;
  unsigned?: boolean;
};

export const startPaymentWorld = async () => {
  const { t, sunrise, harbour } = await startDemoApp();
  const tokens: Record<Who, string> = { sunrise, harbour };
  let seq = 0;

  /** New sessions, after the test clock moved past the old ones' lifetime. */
  const logInAgain = async () => {
    tokens.sunrise = await demoToken(t, 'sunrise.admin');
    tokens.harbour = await demoToken(t, 'harbour.admin');
  };
  const consoleCall = (
    who: Who,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
  ) => callAs(t, tokens[who], method, `/api/payment/${path}`, payload);
  const edit = async (path: string, body: object, who: Who = 'sunrise') =>
    okData<Row>(await consoleCall(who, 'PATCH', `${path}/edit`, body));
  const entities = async (path: string, filter: object = {}, who: Who = 'sunrise') => {
    const response = await consoleCall(who, 'POST', `${path}/list${PAGE}`, filter);
    expectStatus(response, 200);
    return (response.json() as { entities: Row[] }).entities;
  };
  const db = () => t.app.db.withoutPlugins();
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db()))
        .rows[0]?.n,
    );
  const refused = (response: LightMyRequestResponse, status: number, text?: RegExp) => {
    expectStatus(response, status);
    if (text) expect(bodyOf(response).description).toMatch(text);
  };

  const merchantRow = await edit('mch-info', { mchNo: 'M100', name: 'Sunrise shop' });
  const app = await edit('mch-app', { name: 'Till app', mchInfoId: merchantRow.id });
  const { secret } = await okData<{ secret: string }>(
    await consoleCall('sunrise', 'POST', 'mch-app/rotate-secret', { id: app.id }),
  );
  // The demo shop (db/seed/order-seed.ts) has the sandbox way and interface already: the same
  // records, the interface given the parameters these tests use.
  const [demoWay] = await entities('pay-way', { wayCode: 'SANDBOX_QR' });
  const way = demoWay ?? (await edit('pay-way', { wayCode: 'SANDBOX_QR', name: 'Sandbox QR' }));
  await edit('pay-way', { wayCode: 'WX_JSAPI', name: 'WeChat JSAPI' });
  const [demoInterface] = await entities('pay-interface-define', { ifCode: 'sandbox' });
  const sandbox = await edit('pay-interface-define', {
    ...(demoInterface ? { id: demoInterface.id } : {}),
    ifCode: 'sandbox',
    name: 'Sandbox',
    wayCodes: 'SANDBOX_QR',
    paramsSchema: JSON.stringify([
      { name: 'mchId', label: 'Channel merchant id' },
      { name: 'notifyKey', label: 'Notify key', secret: true },
    ]),
  });
  await edit('mch-pay-passage', {
    mchAppId: app.id,
    payWayId: way.id,
    payInterfaceDefineId: sandbox.id,
    rate: 6000,
  });

  /** A merchant call, signed unless told otherwise. */
  const merchant = async (
    name: string,
    payload: object,
    options: MerchantCallOptions = {},
  ): Promise<LightMyRequestResponse> => {
    const path = `/api/pay/${name}`;
    const body = JSON.stringify(payload);
    const timestamp = String(options.timestamp ?? t.clock.now());
    const nonce = options.nonce ?? newDeviceNonce();
    const signature =
      options.signature ??
      (await signDeviceRequest(options.secret ?? secret, {
        method: 'POST',
        path,
        timestamp,
        nonce,
        body,
      }));
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        ...(options.unsigned
          ? {}
          : {
              'x-app-id': options.appId ?? String(app.appId),
              'x-timestamp': timestamp,
              'x-nonce': nonce,
              'x-signature': signature,
            }),
      },
      payload: body,
    });
  };
  const newOrder = async (amount = 1000, extra: object = {}) =>
    okData<Order>(
      await merchant('unified-order', {
        mchOrderNo: `M-${(seq += 1)}`,
        wayCode: 'SANDBOX_QR',
        amount,
        subject: 'Mineral water',
        ...extra,
      }),
    );
  /** What the sandbox sends when the payer pays, posted to the notify endpoint. */
  const notification = (
    payOrderId: string,
    options: { amount?: number; result?: 'success' | 'failed' } = {},
  ) => t.app.services.payments.sandboxNotification(payOrderId, options);
  const deliver = (note: { headers: Record<string, string | undefined>; body: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', ...(note.headers as Record<string, string>) },
      payload: note.body,
    });
  const paid = async (amount = 1000, extra: object = {}) => {
    const order = await newOrder(amount, extra);
    await okData(await deliver(await notification(order.payOrderId)));
    return order;
  };
  const orderRow = async (payOrderId: string) =>
    (await sql<Row>`select * from pay_order where pay_order_id = ${payOrderId}`.execute(db()))
      .rows[0] as Row & { state: number; refund_amount: number; amount: number };
  const history = async (resource: string, id: number) =>
    (
      await sql<{
        action: string;
        from_state: number;
        to_state: number;
        remark: string | null;
      }>`select action, from_state, to_state, remark from state_log
        where resource = ${resource} and record_id = ${id} order by id`.execute(db())
    ).rows;

  /** The app's sandbox configuration (its `ifParams`), made or replaced. */
  const sandboxConfig = async (params: object) => {
    const [sandbox] = await entities('pay-interface-define', { ifCode: 'sandbox' });
    const [config] = await entities('pay-interface-config', { mchAppId: app.id });
    await edit('pay-interface-config', {
      ...(config ? { id: config.id } : {}),
      mchAppId: app.id,
      payInterfaceDefineId: sandbox?.id,
      ifParams: JSON.stringify(params),
    });
  };

  return {
    t,
    app,
    secret,
    logInAgain,
    sandboxConfig,
    consoleCall,
    edit,
    entities,
    db,
    count,
    refused,
    merchant,
    newOrder,
    notification,
    deliver,
    paid,
    orderRow,
    history,
  };
};

export type PaymentWorld = Awaited<ReturnType<typeof startPaymentWorld>>;

/** A request the merchant's server received. */
export type Received = {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

/**
 * The merchant's notify endpoint: a real HTTP server on a free local port that records every
 * request and answers with the next of `answers` (then the last one again), e.g. two failures
 * and then SUCCESS.
 */
export const startMerchantServer = async (answers: { status: number; text: string }[]) => {
  const received: Received[] = [];
  const queue = [...answers];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200, text: '' };
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** From now on, answer this to every request. */
    answer: (status: number, text: string) => queue.splice(0, queue.length, { status, text }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * Exports a list as the Sunrise admin through "My exports" (`endpoint` as the export job names
 * it, e.g. `payStatement.list`), waits for the job and answers the .xlsx's rows, header first.
 */
export const exportedRows = async (
  w: PaymentWorld,
  job: { endpoint: string; body: object; columns: { key: string; header: string }[] },
): Promise<unknown[][]> => {
  const token = await demoToken(w.t, 'sunrise.admin');
  const asAdmin = { authorization: `Bearer ${token}` };
  const created = await okData<{ id: number }>(
    await w.t.app.inject({
      method: 'POST',
      url: '/api/admin/export/create',
      headers: asAdmin,
      payload: job,
    }),
  );
  let status = '';
  for (let attempt = 0; attempt < 200 && status !== 'done' && status !== 'failed'; attempt += 1) {
    const list = await w.t.app.inject({
      method: 'POST',
      url: '/api/admin/export/list?pageSize=50&pageNum=1',
      headers: asAdmin,
      payload: {},
    });
    status = String(
      (list.json() as { entities: { id: number; status: string }[] }).entities.find(
        (entry) => entry.id === created.id,
      )?.status,
    );
    if (status !== 'done') await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(status).toBe('done');
  const file = await w.t.app.inject({
    method: 'GET',
    url: `/api/admin/export/download?id=${created.id}`,
    headers: asAdmin,
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};
