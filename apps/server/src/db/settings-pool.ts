import type { PostgresPool } from 'kysely';
import type pg from 'pg';

// PostgreSQL connections chosen by the session settings they carry (issue 15, goal 2). Every
// console statement runs behind its caller's row-level wall, three settings of its connection
// (scope/row-security.ts). Taken from a plain pool, a connection usually carried another
// caller's wall and the settings went first, a round trip of their own: in the mixed workload
// 29,567 of 93,187 statements were those settings (bench/README.md, "Connections that carry the
// caller's wall"). Here a statement gets, in this order: an idle connection that already carries
// what it needs; a new connection while there are fewer than `max`; any idle connection, whose
// settings are then changed; or a connection given back, first to a waiting statement that
// needs what it carries (the first in line passed over at most `WAITER_PASSES` times).

/** What the statement about to run needs its connection to carry, and how to put it on. */
export type WantedSettings = {
  key: string;
  apply: (client: pg.PoolClient) => Promise<unknown>;
};

export type SessionSettings = {
  /** The settings the caller needs now (read where the statement is made: its async context). */
  wanted: () => WantedSettings;
  /** What a new connection carries. */
  initialKey: string;
};

type Held = {
  client: pg.PoolClient;
  /** The settings the connection carries. */
  key: string;
  /** Gives the connection back to the underlying pool (destroying it with an error). */
  giveBack: (destroy?: Error | boolean) => void;
  broken: boolean;
};

type Waiter = {
  key: string;
  /** How many later waiters were served before this one. */
  passed: number;
  resolve: (held: Held) => void;
  reject: (error: unknown) => void;
};

/** How many later waiters may be served before the first in line, for carrying their settings. */
export const WAITER_PASSES = 4;

/**
 * Who gets a connection given back while several wait: the first in line whose settings it
 * carries, unless the first in line was passed over `WAITER_PASSES` times already.
 */
const nextWaiter = (waiting: Waiter[], key: string): Waiter | undefined => {
  const first = waiting[0];
  if (!first || first.key === key || first.passed >= WAITER_PASSES) return waiting.shift();
  const at = waiting.findIndex((waiter) => waiter.key === key);
  if (at < 0) return waiting.shift();
  for (const waiter of waiting.slice(0, at)) waiter.passed += 1;
  return waiting.splice(at, 1)[0];
};

/**
 * A pool for Kysely's PostgresDialect over `pool` (which only opens the connections: each is
 * taken from it once and held until it breaks or the pool ends). At most `max` connections.
 */
export const settingsAwarePool = (
  pool: pg.Pool,
  max: number,
  settings: SessionSettings,
): PostgresPool => {
  /** Idle connections, the one given back last at the end. */
  const idle: Held[] = [];
  const waiting: Waiter[] = [];
  let open = 0;
  let ending = false;

  const destroy = (held: Held, error?: Error) => {
    const at = idle.indexOf(held);
    if (at >= 0) idle.splice(at, 1);
    open -= 1;
    held.giveBack(error ?? true);
    serveWaiter();
  };

  const giveBack = (held: Held) => {
    if (ending) return held.giveBack();
    if (held.broken) return destroy(held);
    const waiter = nextWaiter(waiting, held.key);
    if (waiter) waiter.resolve(held);
    else idle.push(held);
  };

  const openOne = async (): Promise<Held> => {
    open += 1;
    try {
      const client = await pool.connect();
      const held: Held = {
        client,
        key: settings.initialKey,
        giveBack: client.release.bind(client),
        broken: false,
      };
      // A connection that fails (the database restarted) is dropped when idle, or when given
      // back; its error is no crash.
      client.on('error', (error) => {
        held.broken = true;
        if (idle.includes(held)) {
          process.emitWarning(`an idle PostgreSQL connection closed: ${error.message}`);
          destroy(held, error);
        }
      });
      client.release = () => giveBack(held);
      return held;
    } catch (error) {
      open -= 1;
      throw error;
    }
  };

  /** A connection for the first waiter, when one was destroyed and there is room again. */
  const serveWaiter = () => {
    const waiter = waiting.shift();
    if (!waiter) return;
    openOne().then(waiter.resolve, waiter.reject);
  };

  const take = (key: string): Promise<Held> | Held => {
    for (let at = idle.length - 1; at >= 0; at -= 1)
      if (idle[at]?.key === key) return idle.splice(at, 1)[0] as Held;
    if (open < max) return openOne();
    const last = idle.pop();
    if (last) return last;
    return new Promise((resolve, reject) => waiting.push({ key, passed: 0, resolve, reject }));
  };

  return {
    connect: async () => {
      const wanted = settings.wanted();
      const held = await take(wanted.key);
      if (held.key !== wanted.key) {
        try {
          await wanted.apply(held.client);
        } catch (error) {
          destroy(held, error instanceof Error ? error : undefined);
          throw error;
        }
        held.key = wanted.key;
      }
      return held.client;
    },
    end: async () => {
      ending = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error('the pool has ended'));
      for (const held of idle.splice(0)) held.giveBack();
      await pool.end();
    },
  };
};
