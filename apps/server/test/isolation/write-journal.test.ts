import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';
import { type AnyKysely, buildWorld, snapshot } from './world';

// The isolation suites prove "changed nothing" with snapshot(): it must see every kind of write.
const t = await startTestApp({ config: { captcha: false } });
const world = await buildWorld(t);
const raw = t.app.db.withoutPlugins() as AnyKysely;
const goodsId = Number(world.rows.A.goods?.id);
afterAll(() => t.close());

const writesSince = async (before: { writes: string[] }) =>
  (await snapshot(t.app.db)).writes.slice(before.writes.length);

describe('write journal behind snapshot()', () => {
  it('notes an update that changes a value, with its table and row', async () => {
    const before = await snapshot(t.app.db);
    await raw
      .updateTable('goods')
      .set({ goods_name: 'journal-x' })
      .where('id', '=', goodsId)
      .execute();
    const writes = await writesSince(before);
    expect(
      writes.some((entry) => entry.startsWith('UPDATE goods ') && entry.includes('journal-x')),
    ).toBe(true);
  });

  it('notes inserts and deletes', async () => {
    const before = await snapshot(t.app.db);
    await raw.insertInto('change_counter').values({ name: 'journal/probe', version: 1 }).execute();
    await raw.deleteFrom('change_counter').where('name', '=', 'journal/probe').execute();
    const writes = await writesSince(before);
    expect(writes.map((entry) => entry.split(' ', 2).join(' '))).toEqual([
      'INSERT change_counter',
      'DELETE change_counter',
    ]);
  });

  it('notes nothing for a rolled-back write or a read', async () => {
    const before = await snapshot(t.app.db);
    await raw.selectFrom('goods').selectAll().execute();
    await expect(
      raw.transaction().execute(async (trx) => {
        await trx
          .updateTable('goods')
          .set({ goods_name: 'journal-y' })
          .where('id', '=', goodsId)
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await snapshot(t.app.db)).toEqual(before);
  });
});
