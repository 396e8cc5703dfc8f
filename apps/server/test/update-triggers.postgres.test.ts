import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_NAME_LOOKUP } from '../src/db/migrations/0208-goods-name-lookup';
import type { TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';
import { type Catalogue, startDemoCatalogues } from './goods.support';

// PostgreSQL's `update of …` triggers run only when one of their columns changed
// (0233-update-triggers-when-changed-postgres): a goods edit that keeps the name leaves its row
// of the names' table as it was (the row's version, `xmin`, tells), one that renames it writes
// the new name, which the list then finds.

describe('PostgreSQL update triggers run on a change only', () => {
  if (!usesPostgres()) throw new Error('run on PostgreSQL only (*.postgres.test.ts)');
  let t: TestApp;
  let sunrise: Catalogue;
  let typeId: number;

  beforeAll(async () => {
    const demo = await startDemoCatalogues();
    t = demo.t;
    sunrise = demo.sunrise;
    typeId = await sunrise.type('Trigger test');
  });
  afterAll(() => t.close());

  /** The goods' row of the names' table: its name and its version. */
  const lookupOf = async (goodsId: number) =>
    (
      await sql<{
        name: string;
        version: string;
      }>`select lowered_name as "name", xmin::text as "version"
        from ${sql.table(GOODS_NAME_LOOKUP)} where goods_id = ${goodsId}`.execute(t.app.db)
    ).rows[0];

  it('gives every update-of trigger a when, in a trigger of its own', async () => {
    const { rows } = await sql<{ definition: string }>`
      select pg_get_triggerdef(oid) as definition from pg_trigger
      where not tgisinternal and pg_get_triggerdef(oid) like '%UPDATE OF%'`.execute(t.app.db);
    expect(rows.length).toBeGreaterThan(100);
    const without = rows
      .map((row) => row.definition)
      .filter((definition) => !/ AFTER UPDATE OF .+ FOR EACH ROW WHEN /.test(definition));
    expect(without).toEqual([]);
  });

  it('leaves the names’ table as it was for an edit that keeps the name, and follows a rename', async () => {
    const body = { goodsName: 'Quince cordial', goodsCode: 'TRG-1', goodsTypeId: typeId };
    const id = await sunrise.goods(body);
    const before = await lookupOf(id);
    expect(before?.name).toBe('quince cordial');
    const kept = await sunrise.call('PATCH', '/goods/edit', { ...body, id, remark: 'changed' });
    expect(kept.statusCode, kept.body.slice(0, 300)).toBe(200);
    expect(await lookupOf(id)).toEqual(before);

    const renamed = await sunrise.call('PATCH', '/goods/edit', {
      ...body,
      id,
      goodsName: 'Medlar cordial',
    });
    expect(renamed.statusCode, renamed.body.slice(0, 300)).toBe(200);
    expect((await lookupOf(id))?.name).toBe('medlar cordial');
    const listed = await sunrise.call('POST', '/goods/list?pageSize=20&pageNum=1', {
      goodsName: 'medlar',
    });
    expect(listed.json()).toMatchObject({ totalCount: 1, entities: [{ id }] });
  });
});
