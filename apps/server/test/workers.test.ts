import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from '../../../scripts/lib/server-process.mjs';
import { ADMIN_USER_NAME } from '../src/db/seed/roles';
import { createMigratedTestDatabase, type TestDatabase } from './support/test-database';

// Two server processes on one port (WORKERS=2, src/cluster.ts; docs/operations.md "Processes
// per core"), on this run's database (SQLite file or PostgreSQL): both serve, the first alone
// says how to log in, and a logout applies at the very next call whichever process serves it
// (each keeps resolved sessions; what one writes to the identity tables is told to the other).

const PASSWORD = 'Workers#Admin1';

describe('several server processes', () => {
  let database: TestDatabase;
  let server: StartedServer;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    const url =
      database.database.kind === 'sqlite' ? database.database.file : database.database.url;
    server = await startServer({
      env: {
        WORKERS: '2',
        DATABASE_URL: url,
        DATA_DIR: database.dataDir,
        ADMIN_PASSWORD: PASSWORD,
        CAPTCHA: 'off',
        SEED: 'none',
        LOG_LEVEL: 'info',
        JWT_SECRET: 'workers-test-secret-workers-test-secret',
      },
      timeoutMs: 120_000,
    });
    // Ready once the second process listens too (the primary says so).
    const started = Date.now();
    while (!server.log().includes('2 server processes share the port')) {
      if (Date.now() - started > 120_000) throw new Error(`not started:\n${server.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 250_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  /** A POST on a connection of its own: node:cluster hands each new connection to the next process. */
  const call = (path: string, token?: string, body: object = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const sent = request(
        `${server.url}${path}`,
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });

  it('serves from both processes; only the first prints the welcome', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${server.url}/api/admin/code`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const log = server.log();
    expect(log).toContain('2 server processes share the port');
    expect(log.match(/Retail back-office is running at/g)).toHaveLength(1);
    // Each process logs its requests with its own pid.
    const pids = new Set(
      [...log.matchAll(/"pid":(\d+)[^\n]*"url":"\/api\/admin\/code"/g)].map((match) => match[1]),
    );
    expect(pids.size).toBe(2);
  });

  it('ends a session on every process at once', async () => {
    const login = await call('/api/admin/user/login', undefined, {
      userName: ADMIN_USER_NAME,
      password: PASSWORD,
    });
    expect(login.status, login.body).toBe(200);
    const { token, id, organId } = (
      JSON.parse(login.body) as { data: { token: string; id: number; organId: number } }
    ).data;
    const me = { userId: id, organId };
    // Both processes resolve (and keep) the session.
    for (let index = 0; index < 10; index += 1)
      expect((await call('/api/admin/get-user-info', token, me)).status).toBe(200);
    expect((await call('/api/admin/user/logout', token)).status).toBe(200);
    for (let index = 0; index < 10; index += 1)
      expect((await call('/api/admin/get-user-info', token, me)).status).toBe(401);
  });
});
