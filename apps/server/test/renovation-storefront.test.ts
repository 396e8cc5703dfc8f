import { type StorefrontPage } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './support/test-app';
import {
  component,
  documentOf,
  goodsItem,
  goodsList,
  PAGES,
  type PageWorld,
  startPageWorld,
} from './renovation-page.support';

// The storefront's reads of published pages (issue 16, docs/renovation.md): goods read live
// from the catalogue, the demo tenant's home page, and each tenant's pages kept to itself on
// every builder call and every storefront read. SQLite and PostgreSQL.

describe('the storefront’s page reads', () => {
  let w: PageWorld;
  beforeAll(async () => {
    w = await startPageWorld();
  });
  afterAll(() => w.t.close());

  it('serves the published page with goods read live: new prices, shelved goods left out', async () => {
    const tea = await w.goods('Green tea', '3.50');
    const cake = await w.goods('Cheese cake', '12.00');
    const id = await w.sunrise.create({ name: 'Live goods', storeId: w.storeId });
    const list = goodsList([goodsItem(tea.id, 1), goodsItem(cake.id, 1)]);
    await w.sunrise.save(id, documentOf([list]), 0);
    expect((await w.sunrise.publish(id, 1)).statusCode).toBe(200);

    const itemsOf = async () => {
      const page = bodyOf(await w.storefront(`/api/storefront/page/${w.sunriseTenant}/${id}`))
        .data as StorefrontPage;
      const document = page.document as { components: { props: { data: { items: object[] } } }[] };
      return document.components[0]?.props.data.items;
    };
    expect(await itemsOf()).toEqual([
      expect.objectContaining({ goodsId: tea.id, goodsName: 'Green tea', price: 3.5 }),
      expect.objectContaining({ goodsId: cake.id, goodsName: 'Cheese cake', price: 12 }),
    ]);
    expect(
      (
        await w.shop.call('PATCH', '/goods-price/edit', {
          id: tea.priceId,
          goodsId: tea.id,
          storeId: w.storeId,
          price: '2.80',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await w.shop.call('POST', '/goods/lanuch', { ids: [cake.id], onSale: false })).statusCode,
    ).toBe(200);
    expect(await itemsOf()).toEqual([
      expect.objectContaining({ goodsId: tea.id, goodsName: 'Green tea', price: 2.8 }),
    ]);
  });

  it('answers the demo tenant’s published home page, its demo goods live', async () => {
    const answer = await w.storefront(`/api/storefront/home/${w.sunriseTenant}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const home = bodyOf(answer).data as StorefrontPage;
    expect(home).toMatchObject({ name: 'Sunrise home', pageType: 'home', version: 1 });
    const document = home.document as { components: { type: string; props: unknown }[] };
    expect(document.components.map((c) => c.type)).toEqual([
      'search-bar',
      'image-slider',
      'notice-board',
      'text-title',
      'goods-list',
      'single-image',
    ]);
    expect(document.components[4]?.props).toMatchObject({
      data: { items: [{ goodsName: 'Bananas (1 kg)', price: 9.8 }] },
    });
    expect(await w.sunrise.validate(home.pageId)).toEqual([]);
    // Harbour's home page is not published yet.
    expect((await w.storefront(`/api/storefront/home/${w.harbourTenant}`)).statusCode).toBe(404);
  });

  it('keeps tenants apart: another tenant’s page is a 404 on every call and on the storefront', async () => {
    const id = await w.sunrise.create({ name: 'Sunrise only' });
    await w.sunrise.save(id, documentOf([component('text-title')], 'Secret'), 0);
    expect((await w.sunrise.publish(id, 1)).statusCode).toBe(200);
    const calls: [Parameters<typeof w.harbour.call>[0], string, object?][] = [
      ['GET', `${PAGES}/${id}/draft`],
      ['PUT', `${PAGES}/${id}/draft`, { document: documentOf([]), baseRevision: 1 }],
      ['POST', `${PAGES}/${id}/validate`],
      ['POST', `${PAGES}/${id}/publish`, { revision: 1 }],
      ['GET', `${PAGES}/${id}/versions`],
      ['GET', `${PAGES}/${id}/versions/1`],
      ['POST', `${PAGES}/${id}/rollback`, { version: 1 }],
      ['POST', `${PAGES}/${id}/preview-link`],
    ];
    for (const [method, url, body] of calls) {
      const response = await w.harbour.call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Secret');
    }
    expect(await w.sunrise.draft(id)).toMatchObject({ revision: 1, publishedVersion: 1 });
    expect((await w.storefront(`/api/storefront/page/${w.harbourTenant}/${id}`)).statusCode).toBe(
      404,
    );
    expect((await w.storefront(`/api/storefront/page/${w.sunriseTenant}/${id}`)).statusCode).toBe(
      200,
    );
    // An unpublished page is never shown.
    const unpublished = await w.sunrise.create({ name: 'Not yet' });
    expect(
      (await w.storefront(`/api/storefront/page/${w.sunriseTenant}/${unpublished}`)).statusCode,
    ).toBe(404);
    // Each tenant's storefront answers its own home page, never the other's.
    const harbourHome = {
      id: await w.harbour.create({ name: 'Harbour home', pageType: 'home', isHome: true }),
    };
    await w.harbour.save(harbourHome.id, documentOf([component('text-title')], 'Harbour'), 0);
    expect((await w.harbour.publish(harbourHome.id, 1)).statusCode).toBe(200);
    const homeOf = async (tenantId: number) =>
      bodyOf(await w.storefront(`/api/storefront/home/${tenantId}`)).data as StorefrontPage;
    expect(await homeOf(w.harbourTenant)).toMatchObject({
      pageId: harbourHome.id,
      tenantId: w.harbourTenant,
    });
    expect(await homeOf(w.sunriseTenant)).toMatchObject({
      name: 'Sunrise home',
      tenantId: w.sunriseTenant,
    });
    expect(
      (await w.storefront(`/api/storefront/page/${w.sunriseTenant}/${harbourHome.id}`)).statusCode,
    ).toBe(404);
  });
});
