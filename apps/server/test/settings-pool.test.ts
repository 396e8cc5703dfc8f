import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { settingsAwarePool, WAITER_PASSES } from '../src/db/settings-pool';

// The pool that gives a statement a connection already carrying its settings (the caller's
// row-level wall): fake connections, so that what each one carried and every change of its
// settings are seen.

type FakeClient = pg.PoolClient & { id: number; applied: string[]; destroyed: boolean };

const fakePool = () => {
  const clients: FakeClient[] = [];
  let ended = false;
  const pool = {
    connect: async () => {
      const client = Object.assign(new EventEmitter(), {
        id: clients.length + 1,
        applied: [] as string[],
        destroyed: false,
        release(destroy?: Error | boolean) {
          if (destroy) client.destroyed = true;
        },
      }) as unknown as FakeClient;
      clients.push(client);
      return client;
    },
    end: async () => {
      ended = true;
    },
  } as unknown as pg.Pool;
  return { pool, clients, ended: () => ended };
};

/** A pool of at most `max` whose callers need the settings `wanted.key`. */
const poolOf = (max: number) => {
  const fake = fakePool();
  const wanted = { key: 'none' };
  const pool = settingsAwarePool(fake.pool, max, {
    initialKey: 'none',
    wanted: () => {
      const key = wanted.key;
      return {
        key,
        apply: async (client) => {
          (client as FakeClient).applied.push(key);
        },
      };
    },
  });
  const take = async (key: string) => {
    wanted.key = key;
    return (await pool.connect()) as unknown as FakeClient;
  };
  return { ...fake, pool, take };
};

describe('connections chosen by the settings they carry', () => {
  it('gives back a connection that carries the caller’s settings without changing them again', async () => {
    const { take, clients } = poolOf(4);
    const first = await take('tenant 2');
    expect(first.applied).toEqual(['tenant 2']);
    first.release();
    const again = await take('tenant 2');
    expect(again).toBe(first);
    expect(again.applied).toEqual(['tenant 2']);
    expect(clients).toHaveLength(1);
  });

  it('opens a new connection for other settings while there is room, then changes an idle one', async () => {
    const { take, clients } = poolOf(2);
    const north = await take('tenant 2');
    north.release();
    const south = await take('tenant 3');
    expect(south).not.toBe(north);
    south.release();
    expect(clients).toHaveLength(2);
    // No room: the connection given back last is changed to the settings asked for.
    const platform = await take('every tenant');
    expect(platform).toBe(south);
    expect(platform.applied).toEqual(['tenant 3', 'every tenant']);
    platform.release();
    // Both settings are still carried by one connection each.
    expect(await take('tenant 2')).toBe(north);
    expect(north.applied).toEqual(['tenant 2']);
  });

  it('keeps a caller waiting when every connection is busy, and gives them the next one back', async () => {
    const { take } = poolOf(1);
    const busy = await take('tenant 2');
    let served: FakeClient | undefined;
    const waiting = take('tenant 3').then((client) => {
      served = client;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(served).toBeUndefined();
    busy.release();
    await waiting;
    expect(served).toBe(busy);
    expect(busy.applied).toEqual(['tenant 2', 'tenant 3']);
  });

  it('gives a connection back to a waiting caller who needs what it carries, but passes the first in line over only so often', async () => {
    const { take } = poolOf(1);
    const only = await take('tenant 2');
    const served: string[] = [];
    const wait = (key: string) =>
      take(key).then((client) => {
        served.push(key);
        return client;
      });
    const south = wait('tenant 3');
    const north = wait('tenant 2');
    only.release();
    expect(await north).toBe(only);
    expect(served).toEqual(['tenant 2']);
    expect(only.applied).toEqual(['tenant 2']);
    // The first in line is passed over at most WAITER_PASSES times in all.
    const more = Array.from({ length: WAITER_PASSES + 1 }, () => wait('tenant 2'));
    for (let turn = 0; turn < WAITER_PASSES + 1; turn += 1) {
      only.release();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await south;
    expect(served.indexOf('tenant 3')).toBe(WAITER_PASSES);
    // The last of the others, then nobody: the connection goes idle.
    only.release();
    await Promise.all(more);
    only.release();
  });

  it('drops a connection that failed instead of giving it out again', async () => {
    const { take, clients } = poolOf(1);
    const first = await take('tenant 2');
    first.release();
    first.emit('error', new Error('terminating connection due to administrator command'));
    expect(first.destroyed).toBe(true);
    const next = await take('tenant 2');
    expect(next).not.toBe(first);
    expect(clients).toHaveLength(2);
    // One that failed while busy goes when it is given back.
    next.emit('error', new Error('connection reset'));
    next.release();
    expect(next.destroyed).toBe(true);
    expect(await take('tenant 2')).toBe(clients[2]);
  });

  it('ends with the underlying pool, its idle connections given back', async () => {
    const { take, pool, ended } = poolOf(2);
    (await take('tenant 2')).release();
    await pool.end();
    expect(ended()).toBe(true);
  });
});
