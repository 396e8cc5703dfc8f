import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsNameLookupParts } from '../src/db/migrations/0227-goods-name-lookup-parts';
import { updateTriggersWhenChangedPostgres } from '../src/db/migrations/0233-update-triggers-when-changed-postgres';
import { LIST_SQL, type GoodsRow } from '../src/modules/goods/goods-list-columns';
import { createPostgresGoodsList, rowsByIds } from '../src/modules/goods/goods-list-postgres';
import { withRowScope } from '../src/scope/row-security';
import { bypassScopeFiltersForTesting, type Scope } from '../src/scope/scope';
import { viewOf } from '../src/scope/scoped-db';
import { startDemoCatalogues } from './goods.support';
import {
  everyGoodsOf,
  scopeAt as viewScopeAt,
  type ViewOrgan,
  viewOrgansOf,
  viewsOf,
} from './goods-views.support';
import type { TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';

// A name search on PostgreSQL read from the names' table alone (0225-goods-name-lookup-paths:
// each name carries its goods' tenant and organisation path). That table has no policy (one
// would cost it the trigram index), so the list asks the wall's read condition itself
// (`rowWallRead`). Every view is searched here as a large one would be (`smallView: 0`), with
// the scope layer on, and off so that the wall's condition alone separates tenants and sibling
// organisations; the names' table follows goods that move, to another organisation or another
// tenant (it is held in parts by tenant, 0227-goods-name-lookup-parts, whose undoing is tried).

type Organ = ViewOrgan;

const TEXTS = ['lemon', 'LE', '柠檬', 'tea', 'zz-none'];

describe('goods name search on the names table (PostgreSQL)', () => {
  if (!usesPostgres()) throw new Error('run on PostgreSQL only (*.postgres.test.ts)');
  let t: TestApp;
  let organs: Map<string, Organ>;
  let platform: Organ;
  let moved: number;

  const list = () =>
    createPostgresGoodsList(t.app.db, rowsByIds<GoodsRow>(t.app.db, LIST_SQL), { smallView: 0 });

  const scopeAt = (organ: Organ, isPlatform = false): Scope =>
    viewScopeAt(organ, 'lookup-test', isPlatform);

  const everyGoods = () => everyGoodsOf(t);

  /** What a search of `text` finds for `scope`: its subtree, and with the wall alone the rows above too. */
  const expected = async (scope: Scope, text: string, wallAlone: boolean) =>
    (await everyGoods())
      .filter(
        (goods) =>
          (scope.platform || goods.tenantId === scope.tenantId) &&
          (goods.organPath.startsWith(scope.organPath) ||
            (wallAlone && goods.organPath !== '' && scope.organPath.startsWith(goods.organPath))) &&
          goods.name.toLowerCase().includes(text.toLowerCase()),
      )
      .map((goods) => goods.id);

  const search = async (scope: Scope, text: string, pageNum = 1, pageSize = 100) => {
    const page = await withRowScope(scope, () =>
      list().filteredPage(viewOf(scope), [], text, { pageNum, pageSize }),
    );
    return { total: page.totalCount, ids: page.entities.map((row) => Number(row.id)) };
  };

  beforeAll(async () => {
    const demo = await startDemoCatalogues();
    t = demo.t;
    ({ organs, platform } = await viewOrgansOf(t));
    const types = {
      sunrise: await demo.sunrise.type('Lookup category'),
      harbour: await demo.harbour.type('Lookup category'),
    };
    const names = ['Lemon Tea', 'LEMONADE', '柠檬茶', 'Melon', 'Le Petit', 'Green tea'];
    const rows = [...organs.entries()].flatMap(([organName, organ], at) =>
      names.map((goodsName, index) => ({
        goodsName: `${goodsName} ${organName}`,
        goodsCode: `LK-${at}-${index}`,
        goodsTypeId: organName.startsWith('Harbour') ? types.harbour : types.sunrise,
        status: 0,
        tenantId: organ.tenantId,
        organId: organ.id,
        organPath: organ.organPath,
      })),
    );
    const inserted = await t.app.db.insertInto('goods').values(rows).returning('id').execute();
    moved = Number(inserted[3 * names.length]?.id);
  });
  afterAll(() => t.close());

  const views = () => viewsOf({ organs, platform }, scopeAt);

  for (const wallAlone of [false, true])
    it(`counts and pages each view's matches ${wallAlone ? 'with the wall alone (scope layer off)' : 'with the scope layer'}`, async () => {
      bypassScopeFiltersForTesting(wallAlone);
      try {
        for (const { label, scope } of views())
          for (const text of TEXTS) {
            const ids = await expected(scope, text, wallAlone);
            const found = await search(scope, text);
            expect(found, `${label}: ${text}`).toEqual({ total: ids.length, ids });
            // A later page continues the same order.
            if (ids.length > 2)
              expect((await search(scope, text, 2, 2)).ids, `${label}: ${text}, page 2`).toEqual(
                ids.slice(2, 4),
              );
          }
      } finally {
        bypassScopeFiltersForTesting(false);
      }
    });

  it('keeps no other tenant or sibling organisation in a view, with the wall alone', async () => {
    bypassScopeFiltersForTesting(true);
    try {
      const downtown = await search(scopeAt(organs.get('Sunrise Downtown') as Organ), 'e');
      const names = (await everyGoods()).filter((goods) => downtown.ids.includes(goods.id));
      expect(names.length).toBeGreaterThan(0);
      // The total counts what the page shows: no foreign match counted behind it.
      expect(downtown.total).toBe(downtown.ids.length);
      expect(names.filter((goods) => /Harbour|Uptown/.test(goods.name))).toEqual([]);
    } finally {
      bypassScopeFiltersForTesting(false);
    }
  });

  it('follows a goods moved to another organisation', async () => {
    const uptown = organs.get('Sunrise Uptown') as Organ;
    const downtown = organs.get('Sunrise Downtown') as Organ;
    expect((await search(scopeAt(uptown), 'lemon tea')).ids).toContain(moved);
    await t.app.db
      .updateTable('goods')
      .set({ organId: downtown.id, organPath: downtown.organPath })
      .where('id', '=', moved)
      .execute();
    expect((await search(scopeAt(uptown), 'lemon tea')).ids).not.toContain(moved);
    expect((await search(scopeAt(downtown), 'lemon tea')).ids).toContain(moved);
  });

  it('follows a goods moved to another tenant, into its part, once', async () => {
    const harbour = organs.get('Harbour Mart') as Organ;
    const downtown = organs.get('Sunrise Downtown') as Organ;
    await t.app.db
      .updateTable('goods')
      .set({ tenantId: harbour.tenantId, organId: harbour.id, organPath: harbour.organPath })
      .where('id', '=', moved)
      .execute();
    expect((await search(scopeAt(downtown), 'lemon tea')).ids).not.toContain(moved);
    expect((await search(scopeAt(harbour), 'lemon tea')).ids).toContain(moved);
    const { rows } = await sql<{ tenantId: number }>`select tenant_id as "tenantId"
      from goods_name_lookup where goods_id = ${moved}`.execute(t.app.db.withoutPlugins());
    expect(rows.map((row) => Number(row.tenantId))).toEqual([harbour.tenantId]);
    await t.app.db
      .updateTable('goods')
      .set({ tenantId: downtown.tenantId, organId: downtown.id, organPath: downtown.organPath })
      .where('id', '=', moved)
      .execute();
  });

  it('is undone to one table of names as written and done again, each search the same', async () => {
    const db = t.app.db.withoutPlugins();
    const scope = scopeAt(organs.get('Sunrise Retail') as Organ);
    const before = await search(scope, 'lemon');
    const kind = async () =>
      (
        await sql<{ kind: string }>`select relkind as "kind" from pg_class
          where relname = 'goods_name_lookup'`.execute(db)
      ).rows[0]?.kind;
    // Undone in order: the later migration that split the names' trigger (0233) first.
    const { up, down } = goodsNameLookupParts('postgres');
    const later = updateTriggersWhenChangedPostgres('postgres');
    await later.down?.(db);
    await down?.(db);
    expect(await kind()).toBe('r');
    const { rows } = await sql<{ id: number }>`select goods_id as "id" from goods_name_lookup
      where lower(goods_name) like '%lemon%' and tenant_id = ${scope.tenantId}
      order by goods_id desc`.execute(db);
    expect(rows.map((row) => Number(row.id))).toEqual(before.ids);
    await up(db);
    await later.up(db);
    expect(await kind()).toBe('p');
    expect(await search(scope, 'lemon')).toEqual(before);
  });
});
