// The warehouse's stock ledger (issue 18) on the real server: shipments posted one line each by
// several clients at once (each a state change, a guarded stock update and a ledger row in one
// transaction), shipments per second and latency; then the last units sold twice over at once:
// exactly as many shipments pass as there were units, stock ends at 0, and the report says
// stock and ledger agree. SQLite by default; PostgreSQL when DATABASE_URL is set:
//   npm run bench:stock -w @retail/bench [-- --shipments=1000] [-- --connections=10]
//   node scripts/with-postgres.mjs npm run bench:stock -w @retail/bench
// Not part of `npm run bench`. A broken rule (oversold, or a ledger that disagrees) exits 1.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/lib/server-process.mjs';
import { logIn, numberOption, percentile, sessionHeaders } from './http-load';

type Answer = { status: number; data: unknown; description?: string };
type Row = { id: number };

const main = async () => {
  const shipments = numberOption('shipments', 1000);
  const connections = numberOption('connections', 10);
  const lastUnits = numberOption('units', 100);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-stock-'));
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
      const json = (await response.json()) as { data?: unknown; description?: string };
      return { status: response.status, data: json.data, description: json.description };
    };
    const edit = async (key: string, body: object) => {
      const answer = await call('PATCH', `/api/warehouse/${key}/edit`, body);
      if (answer.status !== 200) throw new Error(`${key}: ${answer.description ?? ''}`);
      return answer.data as Row;
    };
    const warehouse = await edit('warehouse', { warehouseNo: 'BENCH', name: 'Bench warehouse' });
    const item = await edit('item', { itemNo: 'BENCH-1', name: 'Bench item' });
    const customer = await edit('wms-customer', { code: 'BENCH', name: 'Bench customer' });
    const document = async (kind: 'receipt-order' | 'shipment-order', quantity: number) => {
      const header = await edit(kind, {
        warehouseId: warehouse.id,
        ...(kind === 'shipment-order' ? { wmsCustomerId: customer.id } : {}),
      });
      await edit(`${kind}-line`, {
        [kind === 'receipt-order' ? 'receiptOrderId' : 'shipmentOrderId']: header.id,
        itemId: item.id,
        quantity,
        unitPrice: 100,
      });
      return header;
    };
    const receipt = await document('receipt-order', shipments + 50);
    await call('POST', '/api/warehouse/receipt-order/receive', { id: receipt.id });

    // Drafts first (not timed), then the postings, `connections` at a time.
    const drafts: Row[] = [];
    for (let i = 0; i < shipments + 50; i += 1) drafts.push(await document('shipment-order', 1));
    const ship = async (draft: Row) => {
      const started = performance.now();
      const answer = await call('POST', '/api/warehouse/shipment-order/ship', { id: draft.id });
      return { ms: performance.now() - started, ok: answer.status === 200 };
    };
    for (const draft of drafts.splice(0, 50)) await ship(draft); // warm-up
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let draft = drafts.shift(); draft; draft = drafts.shift()) {
          const result = await ship(draft);
          latencies.push(result.ms);
          if (!result.ok) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const database = postgres ? 'PostgreSQL' : 'SQLite';
    console.log(`\nShipments posted on ${database}, ${connections} connections, ${shipments}:`);
    console.log(
      `  ${(shipments / seconds).toFixed(0)} shipments/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, failed ${failed}`,
    );

    // The last units, wanted twice over at once.
    const more = await document('receipt-order', lastUnits);
    await call('POST', '/api/warehouse/receipt-order/receive', { id: more.id });
    const race: Row[] = [];
    for (let i = 0; i < lastUnits * 2; i += 1) race.push(await document('shipment-order', 1));
    const raced = performance.now();
    const answers = await Promise.all(race.map(ship));
    const passed = answers.filter((answer) => answer.ok).length;
    const report = (await call('POST', '/api/warehouse/wms-inventory/check', {})).data as {
      quantity: number;
      ledgerSum: number;
      agrees: boolean;
    };
    console.log(
      `${lastUnits * 2} shipments for the last ${lastUnits} units at once (${((performance.now() - raced) / 1000).toFixed(1)} s): ${passed} shipped, on hand ${report.quantity}, ledger ${report.ledgerSum}, ${report.agrees ? 'agrees' : 'DISAGREES'}`,
    );
    if (passed !== lastUnits || report.quantity !== 0 || !report.agrees) {
      console.log('FAIL: oversold, undersold or a ledger that disagrees');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
