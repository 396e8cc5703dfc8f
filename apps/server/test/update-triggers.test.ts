import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, migrateToLatest } from '../src/db/database';
import { GOODS_NAME_SEARCH } from '../src/db/migrations/0015-goods-name-search';
import {
  updateColumnsOf,
  whenChanged,
} from '../src/db/migrations/0232-update-triggers-when-changed';

// SQLite's `after update of …` triggers run only when one of their columns changed
// (0232-update-triggers-when-changed): an edit that sets a goods' name to what it was rewrites
// none of the name indexes and moves no counter. Always on a SQLite file of its own (the
// triggers are SQLite's), whatever database the run's other tests use.

describe('SQLite update triggers run on a change only', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let goodsId: number;

  const db = () => handle.db;
  /** Rows written by the statement, its triggers' included (SQLite's total_changes()). */
  const writtenBy = async (statement: ReturnType<typeof sql>) => {
    const before = (await sql<{ n: number }>`select total_changes() as n`.execute(db())).rows[0]?.n;
    await statement.execute(db());
    const after = (await sql<{ n: number }>`select total_changes() as n`.execute(db())).rows[0]?.n;
    return Number(after) - Number(before);
  };
  const found = async (text: string) =>
    (
      await sql<{ rowid: number }>`select rowid from ${sql.table(GOODS_NAME_SEARCH)}
        where ${sql.table(GOODS_NAME_SEARCH)} match ${`"${text}"`}`.execute(db())
    ).rows.map((row) => Number(row.rowid));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'update-triggers-'));
    handle = createDatabase({ kind: 'sqlite', file: join(dir, 'retail.db') });
    await migrateToLatest(handle);
    const [organ] = (
      await sql<{ id: number }>`insert into organ (parent_id, organ_name, organ_path, type,
        tenant_id, organ_id, sort) values (null, 'Trigger tenant', '/1/', 1, 1, 1, 1)
        returning id`.execute(db())
    ).rows;
    const organId = Number(organ?.id);
    const owner = sql`${organId}, ${organId}, ${`/${organId}/`}`;
    const [type] = (
      await sql<{ id: number }>`insert into goods_type (name, sort, tenant_id, organ_id, organ_path)
        values ('Trigger type', 1, ${owner}) returning id`.execute(db())
    ).rows;
    const [goods] = (
      await sql<{ id: number }>`insert into goods (goods_name, goods_code, goods_type_id, status,
        tenant_id, organ_id, organ_path) values ('Quince cordial', 'TRG-1', ${Number(type?.id)}, 0,
        ${owner}) returning id`.execute(db())
    ).rows;
    goodsId = Number(goods?.id);
  });
  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives every update-of trigger a when naming its columns', async () => {
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'trigger' and sql like '%update of%'`.execute(db());
    const nameIndexes = rows.filter((row) => row.name.startsWith('goods_name_'));
    expect(nameIndexes.map((row) => row.name).sort()).toEqual([
      'goods_name_pairs_update',
      'goods_name_search_by_organ_update',
      'goods_name_search_by_tenant_update',
      'goods_name_search_update',
    ]);
    expect(rows.filter((row) => updateColumnsOf(row.sql)).map((row) => row.name)).toEqual([]);
    const byTenant = rows.find((row) => row.name === 'goods_name_search_by_tenant_update');
    expect(byTenant?.sql).toContain(whenChanged(['goods_name', 'tenant_id']));
  });

  it('writes the same rows for a name set to itself as for an edit without the name', async () => {
    const remarkOnly = await writtenBy(
      sql`update goods set remark = 'first' where id = ${goodsId}`,
    );
    const sameName = await writtenBy(
      sql`update goods set goods_name = 'Quince cordial', status = 0, organ_id = organ_id,
        remark = 'second' where id = ${goodsId}`,
    );
    expect(sameName).toBe(remarkOnly);
    expect(await found('quince')).toEqual([goodsId]);
  });

  it('re-indexes a name that changed, and the old name is no longer found', async () => {
    const renamed = await writtenBy(
      sql`update goods set goods_name = 'Medlar cordial', remark = 'third' where id = ${goodsId}`,
    );
    const remarkOnly = await writtenBy(
      sql`update goods set remark = 'fourth' where id = ${goodsId}`,
    );
    expect(renamed).toBeGreaterThan(remarkOnly);
    expect(await found('medlar')).toEqual([goodsId]);
    expect(await found('quince')).toEqual([]);
  });
});
