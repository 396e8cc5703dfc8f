import { GOODS_DESCRIBE_MAX, type GoodsDetail, type GoodsImage } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type TestApp } from './support/test-app';
import { cleanGoodsDescriptions } from '../src/db/migrations/0018-clean-goods-descriptions';
import { type Catalogue, okData, rowCount, startDemoCatalogues } from './goods.support';

// The goods description is sanitised when written (lib/rich-text.ts): what is stored and what
// `load` answers is the cleaned HTML, on SQLite and PostgreSQL alike.

const OVERLAY =
  '<div style="position:fixed;inset:0;z-index:99999;color:#c00;text-align:center;' +
  'background:url(javascript:alert(1))" onclick="location=\'https://evil.example\'">' +
  'You won! <a href="javascript:alert(1)">Claim</a></div>' +
  '<img src=x onerror=alert(1)><svg onload=alert(1)></svg><iframe src="https://evil.example"></iframe>' +
  '<scr<script>ipt>alert(1)</script><SCRIPT>alert(2)</SCRIPT>';

const storedDescribe = async (t: TestApp, id: number) =>
  (
    await t.app.db
      .selectFrom('goods')
      .select('goodsDescribe')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).goodsDescribe;

const expectNoOverlay = (html: string | null) => {
  expect(html).not.toBeNull();
  expect(html).not.toMatch(/position|z-index|inset|url\(|javascript:/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<\s*(script|svg|iframe)/i);
};

describe('goods description sanitised on write', () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let typeId: number;

  beforeAll(async () => {
    ({ t, sunrise } = await startDemoCatalogues());
    typeId = await sunrise.type('Rich text drinks');
  });
  afterAll(() => t.close());

  it('stores and answers an overlay description without position, z-index or handlers', async () => {
    const created = await okData<GoodsDetail>(
      await sunrise.call('PATCH', '/goods/edit', {
        goodsName: 'Overlay lemonade',
        goodsCode: 'RT-OVERLAY',
        goodsTypeId: typeId,
        goodsDescribe: OVERLAY,
      }),
    );
    const expected =
      '<div style="color:#c00;text-align:center">You won! Claim</div>ipt&gt;alert(1)';
    expect(created.goodsDescribe).toBe(expected);

    const loaded = await okData<GoodsDetail>(
      await sunrise.call('POST', '/goods/load', { id: created.id }),
    );
    expect(loaded.goodsDescribe).toBe(expected);
    expectNoOverlay(loaded.goodsDescribe);
    // What is stored is the sanitised text, not the input.
    expect(await storedDescribe(t, created.id)).toBe(expected);
  });

  it('sanitises an edit of existing goods too', async () => {
    const id = await sunrise.goods({
      goodsName: 'Plain water',
      goodsCode: 'RT-EDIT',
      goodsTypeId: typeId,
      goodsDescribe: '<p>Still</p>',
    });
    const edited = await okData<GoodsDetail>(
      await sunrise.call('PATCH', '/goods/edit', {
        id,
        goodsName: 'Plain water',
        goodsCode: 'RT-EDIT',
        goodsTypeId: typeId,
        goodsDescribe:
          '<p style="position:absolute;top:0;left:0;font-weight:bold" onmouseover="alert(1)">Still</p>',
      }),
    );
    expect(edited.goodsDescribe).toBe('<p style="font-weight:bold">Still</p>');
    expectNoOverlay(edited.goodsDescribe);
    expect(await storedDescribe(t, id)).toBe('<p style="font-weight:bold">Still</p>');
  });

  it('keeps an ordinary description (bold, a list, a picture of the file bank, a link) as given', async () => {
    const fileId = await sunrise.picture();
    const withPicture = await okData<GoodsDetail>(
      await sunrise.call('PATCH', '/goods/edit', {
        goodsName: 'Picture lemonade',
        goodsCode: 'RT-PICTURE',
        goodsTypeId: typeId,
        imageFileIds: [fileId],
      }),
    );
    const [picture] = withPicture.images as GoodsImage[];
    const ordinary =
      '<p>Cold <strong>lemonade</strong> with <em>real</em> lemons.</p>' +
      '<ul><li>330 ml</li><li>No sugar</li></ul>' +
      `<p style="text-align:center"><img src="${picture?.fileUrl}" alt="Can" width="300" /></p>` +
      '<p><a href="https://example.com/lemonade" rel="noopener noreferrer" target="_blank">More</a></p>';
    const saved = await okData<GoodsDetail>(
      await sunrise.call('PATCH', '/goods/edit', {
        id: withPicture.id,
        goodsName: 'Picture lemonade',
        goodsCode: 'RT-PICTURE',
        goodsTypeId: typeId,
        goodsDescribe: ordinary,
      }),
    );
    expect(saved.goodsDescribe).toBe(ordinary);
    const loaded = await okData<GoodsDetail>(
      await sunrise.call('POST', '/goods/load', { id: withPicture.id }),
    );
    expect(loaded.goodsDescribe).toBe(ordinary);
  });

  it('keeps no description as none', async () => {
    const goods = await okData<GoodsDetail>(
      await sunrise.call('PATCH', '/goods/edit', {
        goodsName: 'Bare',
        goodsCode: 'RT-BARE',
        goodsTypeId: typeId,
        goodsDescribe: null,
      }),
    );
    expect(goods.goodsDescribe).toBeNull();
  });

  it('refuses a description whose sanitised text exceeds the limit (400 naming goodsDescribe)', async () => {
    const before = await rowCount(t, 'goods');
    // Within the limit as sent; four times longer once `<` is escaped as `&lt;`.
    const response = await sunrise.call(
      'PATCH',
      '/goods/edit',
      {
        goodsName: 'Too long',
        goodsCode: 'RT-LONG',
        goodsTypeId: typeId,
        goodsDescribe: '<'.repeat(GOODS_DESCRIBE_MAX),
      },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ field: 'goodsDescribe' });
    expect(bodyOf(response).description).toBe('Description is too long');
    expect(await rowCount(t, 'goods')).toBe(before);
  });

  it('cleans descriptions stored before the server sanitised them (migration 0018), once', async () => {
    const id = await sunrise.goods({
      goodsName: 'Old overlay',
      goodsCode: 'RT-OLD',
      goodsTypeId: typeId,
      goodsDescribe: '<p>Old</p>',
    });
    // As an older server stored it: the text as sent.
    await t.app.db
      .updateTable('goods')
      .set({ goodsDescribe: OVERLAY })
      .where('id', '=', id)
      .execute();
    const migration = cleanGoodsDescriptions();
    await migration.up(t.app.db.withoutPlugins());
    const cleaned = await storedDescribe(t, id);
    expectNoOverlay(cleaned);
    expect(cleaned).toBe(
      '<div style="color:#c00;text-align:center">You won! Claim</div>ipt&gt;alert(1)',
    );
    const stamp = await t.app.db
      .selectFrom('goods')
      .select('updateDate')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await migration.up(t.app.db.withoutPlugins());
    expect(await storedDescribe(t, id)).toBe(cleaned);
    expect(
      await t.app.db
        .selectFrom('goods')
        .select('updateDate')
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual(stamp);
  });
});
