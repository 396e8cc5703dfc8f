// Approvals on bpmn-engine (issue 19) on the real server: 1,000 processes started and left
// running, a task of each completed, the todo list queried; time per call (p50, p99) for each
// step. Then the server is stopped and started again on the same database and every running
// process is completed there: none is lost. SQLite by default; PostgreSQL when DATABASE_URL is
// set:
//   npm run bench:flow -w @retail/bench [-- --processes=1000] [-- --connections=10]
//   node scripts/with-postgres.mjs npm run bench:flow -w @retail/bench
// Not part of `npm run bench`. A lost process exits 1.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/lib/server-process.mjs';
import { logIn, numberOption, percentile, sessionHeaders } from './http-load';

type Answer = { status: number; data: unknown; description?: string; entities?: unknown[] };
type Server = Awaited<ReturnType<typeof startServer>>;

const PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="bench">
  <process id="bench" name="Bench approval" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="first" />
    <userTask id="first" name="First" flowable:assignee="admin" />
    <sequenceFlow id="f2" sourceRef="first" targetRef="gw" />
    <exclusiveGateway id="gw" default="small" />
    <sequenceFlow id="big" sourceRef="gw" targetRef="second">
      <conditionExpression xsi:type="tFormalExpression">\${amount &gt; 100}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="small" sourceRef="gw" targetRef="end" />
    <userTask id="second" name="Second" flowable:assignee="\${INITIATOR}" />
    <sequenceFlow id="f3" sourceRef="second" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

const main = async () => {
  const processes = numberOption('processes', 1000);
  const connections = numberOption('connections', 10);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-flow-'));
  const password = `Bench-${randomBytes(9).toString('base64url')}`;
  const postgres = process.env.DATABASE_URL;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: postgres,
    CAPTCHA: 'off',
    SEED: 'none',
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'error',
  };
  let server: Server = await startServer({ env });
  try {
    let session = await logIn(server.url, 'admin', password);
    const call = async (url: string, body: unknown): Promise<Answer> => {
      const response = await fetch(server.url + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sessionHeaders(session) },
        body: JSON.stringify(body),
      });
      return { status: response.status, ...((await response.json()) as object) } as Answer;
    };
    const deployed = await call('/api/flow/flowable-definition/deploy', { xml: PROCESS });
    if (deployed.status !== 200) throw new Error(`deploy: ${deployed.description ?? ''}`);

    /** `work` over `items`, `connections` at a time; ms of each call and the failures. */
    const timed = async <T>(items: T[], work: (item: T) => Promise<Answer>) => {
      const queue = [...items];
      const ms: number[] = [];
      let failed = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: connections }, async () => {
          for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
            const at = performance.now();
            const answer = await work(item);
            ms.push(performance.now() - at);
            if (answer.status !== 200) {
              failed += 1;
              if (failed === 1)
                console.log(`  first failure: ${answer.description ?? answer.status}`);
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      ms.sort((a, b) => a - b);
      return { ms, failed, perSecond: items.length / seconds };
    };
    const line = (name: string, result: Awaited<ReturnType<typeof timed>>) =>
      console.log(
        `  ${name.padEnd(34)} p50 ${percentile(result.ms, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(result.ms, 99).toFixed(1).padStart(6)} ms  ${result.perSecond.toFixed(0).padStart(5)}/s  failed ${result.failed}`,
      );

    const database = postgres ? 'PostgreSQL' : 'SQLite';
    console.log(`\nApprovals on ${database}, ${processes} processes, ${connections} connections:`);
    const keys = Array.from({ length: processes }, (_, i) => i);
    const start = await timed(keys, (i) =>
      call('/api/flow/instance/start', {
        definitionKey: 'bench',
        businessKey: `B-${i}`,
        variables: { amount: 500 },
      }),
    );
    line('start (→ first task)', start);
    const todoPage = () => call('/api/flow/task/todo?pageSize=20&pageNum=1', {});
    const todo = await timed(
      Array.from({ length: 200 }, (_, i) => i),
      () => todoPage(),
    );
    const total = ((await todoPage()) as unknown as { totalCount: number }).totalCount;
    line(`todo page (20 of ${total} waiting)`, todo);
    const ids = async () => {
      const all: number[] = [];
      for (let page = 1; all.length < processes * 2; page += 1) {
        const answer = await call(`/api/flow/task/todo?pageSize=500&pageNum=${page}`, {});
        const entities = (answer.entities ?? []) as { id: number }[];
        if (entities.length === 0) break;
        all.push(...entities.map((task) => task.id));
      }
      return all;
    };
    const first = await ids();
    const approve = await timed(first, (taskId) =>
      call('/api/flow/task/approve', { taskId, comment: 'ok' }),
    );
    line('approve (gateway → second task)', approve);

    // Restart on the same database: every process is still there, and completes.
    await server.stop();
    server = await startServer({ env });
    session = await logIn(server.url, 'admin', password);
    const second = await ids();
    const finish = await timed(second, (taskId) => call('/api/flow/task/approve', { taskId }));
    line('approve after restart (→ end)', finish);
    const mine = (await call('/api/flow/instance/mine?pageSize=1&pageNum=1', {
      status: 2,
    })) as unknown as {
      totalCount: number;
    };
    console.log(
      `  restart: ${second.length} tasks waiting after it, ${mine.totalCount} of ${processes} processes approved`,
    );
    if (second.length !== processes || mine.totalCount !== processes) {
      console.log('FAIL: a process was lost');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
