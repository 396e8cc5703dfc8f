import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createChangeCounters } from '../src/cache/change-counters';
import { createAnswerCache } from '../src/cache/answer-cache';
import { createBoundedMap } from '../src/cache/bounded-map';
import { migratedDatabase } from './support/migrated-database';

describe('bounded map', () => {
  it('never holds more than its size and keeps what is used', () => {
    const cache = createBoundedMap<number, string>(10);
    cache.set(0, 'hot');
    for (let key = 1; key <= 100; key += 1) {
      cache.set(key, String(key));
      expect(cache.get(0)).toBe('hot');
      expect(cache.size).toBeLessThanOrEqual(10);
    }
    // Unused entries go: the first ones are long gone, the last one is there.
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(100)).toBe('100');
    cache.delete(0);
    expect(cache.get(0)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('answer cache', () => {
  it('computes once per version and shares a computation between calls that miss together', async () => {
    const answers = createAnswerCache({ entries: 10, chars: 1000 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `answer ${computed}`;
    };
    const together = await Promise.all([
      answers.answer({ key: 'a', version: 1 }, compute),
      answers.answer({ key: 'a', version: 1 }, compute),
    ]);
    expect(together).toEqual(['answer 1', 'answer 1']);
    expect(await answers.answer({ key: 'a', version: 1 }, compute)).toBe('answer 1');
    expect(await answers.answer({ key: 'a', version: 2 }, compute)).toBe('answer 2');
    expect(await answers.answer({ key: 'b', version: 2 }, compute)).toBe('answer 3');
    expect(computed).toBe(3);
  });

  it('trusts an answer no longer than its maximum age', async () => {
    const answers = createAnswerCache({ entries: 10, chars: 1000 });
    let computed = 0;
    const compute = async () => `answer ${(computed += 1)}`;
    expect(await answers.answer({ key: 'a', version: 1, maxAgeMs: 20 }, compute)).toBe('answer 1');
    expect(await answers.answer({ key: 'a', version: 1, maxAgeMs: 20 }, compute)).toBe('answer 1');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await answers.answer({ key: 'a', version: 1, maxAgeMs: 20 }, compute)).toBe('answer 2');
  });

  it('keeps at most its number of answers and of characters, dropping the oldest first', async () => {
    const answers = createAnswerCache({ entries: 3, chars: 25 });
    const keep = (key: string, text: string) =>
      answers.answer({ key, version: 1 }, async () => text);
    for (const key of ['a', 'b', 'c', 'd']) await keep(key, `answer ${key}`);
    expect(answers.size()).toEqual({ entries: 3, chars: 24 });
    // 'a' went first: asking again computes it.
    expect(await keep('a', 'again a')).toBe('again a');
    expect(await keep('d', 'not computed')).toBe('answer d');
    await keep('e', 'x'.repeat(20));
    expect(answers.size().chars).toBeLessThanOrEqual(25);
    expect(await keep('e', 'not computed')).toBe('x'.repeat(20));
  });

  it('keeps no failed computation', async () => {
    const answers = createAnswerCache({ entries: 10, chars: 1000 });
    await expect(
      answers.answer({ key: 'a', version: 1 }, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await answers.answer({ key: 'a', version: 1 }, async () => 'fine')).toBe('fine');
  });
});

describe('change counters', () => {
  const database = migratedDatabase();

  it('never reads a counter moved by a transaction that is still open', async () => {
    const handle = database();
    const counters = createChangeCounters(handle.db, handle.readNow);
    const before = await counters.read();
    let inside: Promise<number> | undefined;
    const rollback = new Error('roll back');
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('changeCounter').values({ name: 'test', version: 1 }).execute();
        // Not awaited here: on SQLite it has to wait for the transaction to end.
        inside = counters.read();
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await inside).toBe(before);
    await handle.db.insertInto('changeCounter').values({ name: 'test', version: 1 }).execute();
    expect(await counters.read()).toBe(before + 1);
    expect(await counters.read(['test'])).toBe(1);
  });

  it('reads values at once on SQLite and leaves the shared statement as the query builder wants it', async () => {
    const handle = database();
    const query = sql<{ name: string; version: number }>`
      select "name", "version" from "change_counter" where "name" = ${'test'}`.compile(handle.db);
    const values = handle.readNow?.values(query);
    if (handle.dialect === 'sqlite') expect(values).toEqual([['test', 1]]);
    else expect(values).toBeUndefined();
    expect((await handle.db.executeQuery(query)).rows).toEqual([{ name: 'test', version: 1 }]);
    await handle.db.transaction().execute(async () => {
      expect(handle.readNow?.values(query)).toBeUndefined();
    });
  });
});
