// Payments (issue 17): unified order creation through the signed merchant API (signature,
// nonce and the order in one transaction each), requests per second and latency on the real
// server; then 1,000 copies of one sandbox notification sent at once, which must pay the order
// exactly once. SQLite by default; PostgreSQL when DATABASE_URL is set:
//   npm run bench:payments -w @retail/bench [-- --orders=2000] [-- --connections=20]
//   node scripts/with-postgres.mjs npm run bench:payments -w @retail/bench
// Not part of `npm run bench`. A missed rule (not exactly one success) exits 1.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newDeviceNonce, signDeviceRequest } from '@retail/contract/device-signature';
import { startServer } from '../scripts/lib/server-process.mjs';
import { logIn, numberOption, percentile, sessionHeaders } from './http-load';

type Answer = { status: number; body: { data?: unknown; description?: string } };

const main = async () => {
  const orders = numberOption('orders', 2000);
  const connections = numberOption('connections', 20);
  const copies = numberOption('notifications', 1000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-payments-'));
  const password = `Bench-${randomBytes(9).toString('base64url')}`;
  const postgres = process.env.DATABASE_URL;
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres,
      CAPTCHA: 'off',
      SEED: 'none',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'error',
    },
  });
  try {
    const session = await logIn(server.url, 'admin', password);
    const call = async (method: string, url: string, body: unknown): Promise<Answer> => {
      const response = await fetch(server.url + url, {
        method,
        headers: { 'content-type': 'application/json', ...sessionHeaders(session) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };
    const edit = async (key: string, body: object) => {
      const answer = await call('PATCH', `/api/payment/${key}/edit`, body);
      if (answer.status !== 200) throw new Error(`${key}: ${answer.body.description ?? ''}`);
      return answer.body.data as { id: number; appId?: string };
    };
    const merchant = await edit('mch-info', { mchNo: 'BENCH', name: 'Bench merchant' });
    const app = await edit('mch-app', { name: 'Bench app', mchInfoId: merchant.id });
    const issued = await call('POST', '/api/payment/mch-app/rotate-secret', { id: app.id });
    const secret = (issued.body.data as { secret: string }).secret;
    const way = await edit('pay-way', { wayCode: 'SANDBOX_QR', name: 'Sandbox QR' });
    const sandbox = await edit('pay-interface-define', {
      ifCode: 'sandbox',
      name: 'Sandbox',
      wayCodes: 'SANDBOX_QR',
      paramsSchema: JSON.stringify([{ name: 'notifyKey', secret: true }]),
    });
    const notifyKey = 'bench-notify-key';
    await edit('pay-interface-config', {
      mchAppId: app.id,
      payInterfaceDefineId: sandbox.id,
      ifParams: JSON.stringify({ notifyKey }),
    });
    await edit('mch-pay-passage', {
      mchAppId: app.id,
      payWayId: way.id,
      payInterfaceDefineId: sandbox.id,
      rate: 6000,
    });

    const unifiedOrder = async (mchOrderNo: string) => {
      const urlPath = '/api/pay/unified-order';
      const body = JSON.stringify({
        mchOrderNo,
        wayCode: 'SANDBOX_QR',
        amount: 1000,
        subject: 'Bench',
      });
      const timestamp = String(Date.now());
      const nonce = newDeviceNonce();
      const signature = await signDeviceRequest(secret, {
        method: 'POST',
        path: urlPath,
        timestamp,
        nonce,
        body,
      });
      const started = performance.now();
      const response = await fetch(server.url + urlPath, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-app-id': String(app.appId),
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': signature,
        },
        body,
      });
      const answer = (await response.json()) as { data?: { payOrderId: string } };
      return {
        ms: performance.now() - started,
        ok: response.ok,
        payOrderId: answer.data?.payOrderId,
      };
    };

    // Warm-up (JIT, prepared statements), not counted.
    for (let i = 0; i < 50; i += 1) await unifiedOrder(`WARM-${i}`);
    const latencies: number[] = [];
    let failed = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < orders) {
          const index = (next += 1);
          const result = await unifiedOrder(`B-${index}`);
          latencies.push(result.ms);
          if (!result.ok) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const database = postgres ? 'PostgreSQL' : 'SQLite';
    console.log(`\nUnified order on ${database}, ${connections} connections, ${orders} orders:`);
    console.log(
      `  ${(orders / seconds).toFixed(0)} orders/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, failed ${failed}`,
    );

    const order = await unifiedOrder('NOTIFY-1');
    const notifyPath = '/api/pay/notify/sandbox';
    const body = JSON.stringify({
      payOrderId: order.payOrderId,
      channelOrderNo: `SB${order.payOrderId ?? ''}`,
      amount: 1000,
      result: 'success',
      paidAt: Date.now(),
    });
    const timestamp = String(Date.now());
    const nonce = newDeviceNonce();
    const signature = await signDeviceRequest(notifyKey, {
      method: 'POST',
      path: notifyPath,
      timestamp,
      nonce,
      body,
    });
    const notified = performance.now();
    const results = await Promise.all(
      Array.from({ length: copies }, async () => {
        const response = await fetch(server.url + notifyPath, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-channel-timestamp': timestamp,
            'x-channel-nonce': nonce,
            'x-channel-signature': signature,
          },
          body,
        });
        return ((await response.json()) as { data?: { result?: string } }).data?.result ?? 'ERROR';
      }),
    );
    const tally = results.reduce<Record<string, number>>((counts, result) => {
      counts[result] = (counts[result] ?? 0) + 1;
      return counts;
    }, {});
    console.log(
      `${copies} copies of one notification at once (${((performance.now() - notified) / 1000).toFixed(1)} s): ${JSON.stringify(tally)}`,
    );
    if (tally.SUCCESS !== 1 || (tally.DUPLICATE ?? 0) !== copies - 1) {
      console.log('FAIL: the order must be paid exactly once');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
