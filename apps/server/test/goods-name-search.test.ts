import type { GoodsRecord } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app';
import { type Catalogue, PAGE, startDemoCatalogues } from './goods.support';

// "Name contains" goes through a trigram index on SQLite (0015-goods-name-search) and must
// answer exactly what the plain case-insensitive match answers, whatever the text.
describe('goods name search', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let harbour: Catalogue;
  let typeId: number;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    ({ t, sunrise, harbour } = await startDemoCatalogues());
    typeId = await sunrise.type('Search test');
    const names = [
      'Lemon Tea',
      'LEMONADE',
      'Green lemon "zest" 100%',
      'Melon',
      '柠檬茶饮料',
      'Sparkling_water',
    ];
    for (const [index, goodsName] of names.entries())
      ids.set(
        goodsName,
        await sunrise.goods({ goodsName, goodsCode: `NS-${index}`, goodsTypeId: typeId }),
      );
  });
  afterAll(async () => {
    await t.close();
  });

  const found = async (goodsName: string) => {
    const response = await sunrise.call('POST', `/goods/list${PAGE}`, {
      goodsName,
      goodsTypeId: typeId,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { entities, totalCount } = response.json() as {
      entities: GoodsRecord[];
      totalCount: number;
    };
    expect(totalCount).toBe(entities.length);
    return entities.map((row) => row.goodsName).sort();
  };

  it('has its index on both databases', async () => {
    const { rows } = await (
      t.app.dialect === 'postgres'
        ? sql<{
            name: string;
          }>`select indexname as name from pg_indexes where indexname = 'goods_name_trgm_idx'`
        : sql<{ name: string }>`select name from sqlite_master where name = 'goods_name_search'`
    ).execute(t.app.db);
    expect(rows).toHaveLength(1);
  });

  it('matches any case, inside words, three letters or more', async () => {
    expect(await found('lemon')).toEqual(['Green lemon "zest" 100%', 'LEMONADE', 'Lemon Tea']);
    expect(await found('EMO')).toEqual(['Green lemon "zest" 100%', 'LEMONADE', 'Lemon Tea']);
    expect(await found('lemon tea')).toEqual(['Lemon Tea']);
    expect(await found('lemons')).toEqual([]);
  });

  it('matches texts shorter than three letters and Chinese names', async () => {
    expect(await found('el')).toEqual(['Melon']);
    expect(await found('柠檬')).toEqual(['柠檬茶饮料']);
    expect(await found('柠檬茶')).toEqual(['柠檬茶饮料']);
    expect(await found('檬茶饮料')).toEqual(['柠檬茶饮料']);
  });

  it('takes quotes, percent signs and underscores literally', async () => {
    expect(await found('"zest"')).toEqual(['Green lemon "zest" 100%']);
    expect(await found('100%')).toEqual(['Green lemon "zest" 100%']);
    expect(await found('g_w')).toEqual(['Sparkling_water']);
    expect(await found('0%%')).toEqual([]);
    expect(await found('lemon OR melon')).toEqual([]);
  });

  it('follows renames and removals at once', async () => {
    const melon = ids.get('Melon') ?? 0;
    const renamed = await sunrise.call('PATCH', '/goods/edit', {
      id: melon,
      goodsName: 'Melon and lemon',
      goodsCode: 'NS-3',
      goodsTypeId: typeId,
    });
    expect(renamed.statusCode, renamed.body.slice(0, 300)).toBe(200);
    expect(await found('lemon')).toEqual([
      'Green lemon "zest" 100%',
      'LEMONADE',
      'Lemon Tea',
      'Melon and lemon',
    ]);
    expect(await found('melon')).toEqual(['Melon and lemon']);
    const removed = await sunrise.call('DELETE', `/goods/remove?id=${ids.get('LEMONADE')}`);
    expect(removed.statusCode, removed.body.slice(0, 300)).toBe(200);
    expect(await found('lemon')).toEqual([
      'Green lemon "zest" 100%',
      'Lemon Tea',
      'Melon and lemon',
    ]);
  });

  /** A tenant-wide search (no other filter: its total comes from the tenant's index alone). */
  const tenantWide = async (caller: Catalogue, goodsName: string) => {
    const response = await caller.call('POST', `/goods/list${PAGE}`, { goodsName });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { entities, totalCount } = response.json() as {
      entities: GoodsRecord[];
      totalCount: number;
    };
    return { names: entities.map((row) => row.goodsName), totalCount };
  };

  it('counts a tenant’s matches exactly, and follows a goods moved to another tenant', async () => {
    const tenantOf = async (userName: string) =>
      await t.app.db
        .selectFrom('user')
        .innerJoin('organ', 'organ.id', 'user.organId')
        .select(['organ.tenantId', 'organ.id', 'organ.organPath'])
        .where('user.userName', '=', userName)
        .executeTakeFirstOrThrow();
    const plainCount = async (tenantId: number, text: string) =>
      Number(
        (
          await t.app.db
            .selectFrom('goods')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('tenantId', '=', tenantId)
            .where(sql<boolean>`lower(goods_name) like ${`%${text}%`}`)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const sunriseRoot = await tenantOf('sunrise.admin');
    const harbourRoot = await tenantOf('harbour.admin');
    const before = await tenantWide(sunrise, 'lemon');
    expect(before.totalCount).toBe(await plainCount(Number(sunriseRoot.tenantId), 'lemon'));
    expect(before.names).toContain('Lemon Tea');
    expect((await tenantWide(harbour, 'lemon tea')).totalCount).toBe(0);

    // A bulk move (as an organisation moving under another tenant does) rewrites the owner.
    await t.app.db
      .updateTable('goods')
      .set({
        tenantId: Number(harbourRoot.tenantId),
        organId: Number(harbourRoot.id),
        organPath: harbourRoot.organPath,
      })
      .where('id', '=', ids.get('Lemon Tea') ?? 0)
      .execute();
    const after = await tenantWide(sunrise, 'lemon');
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.names).not.toContain('Lemon Tea');
    expect(await tenantWide(harbour, 'lemon tea')).toEqual({ names: ['Lemon Tea'], totalCount: 1 });
  });
});
