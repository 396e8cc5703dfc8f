import type { PageDraft, PageProblem } from '@retail/contract';
import { widgetSchemaOf } from '@retail/widgets/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { demoToken } from './support/admin-calls';
import { bearer, bodyOf, expectStatus, type TestApp } from './support/test-app';
import { startDemoCatalogues } from './goods.support';

// Calls and documents the storefront page tests share: a page's document calls as one user,
// and page documents built from the widgets' own defaults.

export const PAGES = '/api/renovation/renovation-page';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const pageCalls = (t: TestApp, token: string) => {
  const call = (method: Method, url: string, payload?: object, language?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = <T>(response: LightMyRequestResponse): T => {
    expectStatus(response, 200, 500);
    return bodyOf(response).data as T;
  };
  return {
    call,
    ok,
    /** Creates a page (registry edit); answers its id. */
    create: async (body: Record<string, unknown>) =>
      ok<{ id: number }>(await call('PATCH', `${PAGES}/edit`, body)).id,
    draft: async (id: number) => ok<PageDraft>(await call('GET', `${PAGES}/${id}/draft`)),
    save: (id: number, document: unknown, baseRevision: number, language?: string) =>
      call('PUT', `${PAGES}/${id}/draft`, { document, baseRevision }, language),
    publish: (id: number, revision: number, language?: string) =>
      call('POST', `${PAGES}/${id}/publish`, { revision }, language),
    validate: async (id: number) =>
      ok<{ problems: PageProblem[] }>(await call('POST', `${PAGES}/${id}/validate`)).problems,
  };
};

/** The problems a refusal answers beside its description. */
export const problemsOf = (response: LightMyRequestResponse): PageProblem[] =>
  (response.json() as { problems?: PageProblem[] }).problems ?? [];

let next = 0;

/** A component of this widget type with its default props, changed by `change`. */
export const component = (
  type: string,
  change: (props: Record<string, any>) => void = () => {}, // eslint-disable-line @typescript-eslint/no-explicit-any
): { id: string; type: string; hidden: boolean; props: unknown } => {
  const manifest = widgetSchemaOf(type);
  if (!manifest) throw new Error(`no widget ${type}`);
  const props = structuredClone(manifest.defaults) as Record<string, unknown>;
  change(props);
  next += 1;
  return { id: `${type}-${next}`, type, hidden: false, props };
};

/** A goods item of the goods list (the catalogue's facts filled in by the storefront). */
export const goodsItem = (goodsId: number, price = 1) => ({
  goodsId,
  goodsName: `sample ${goodsId}`,
  sellingPoint: '',
  goodsSales: 0,
  price,
  suggestedRetailPrice: 0,
  goodsImg: '',
});

export const goodsList = (items: object[]) =>
  component('goods-list', (props) => {
    props.data.items = items;
  });

export const documentOf = (components: unknown[], title = 'Home') => ({
  schemaVersion: 1,
  page: { title, background: '' },
  components,
});

/**
 * The demo app with the page calls of Sunrise's and Harbour's tenant administrators and of the
 * platform admin, Sunrise's catalogue calls, a store, a category and a picture of the test.
 */
export const startPageWorld = async () => {
  const demo = await startDemoCatalogues();
  const { t } = demo;
  const shop = demo.sunrise;
  const tenantOf = async (userName: string) =>
    (
      await t.app.db
        .selectFrom('user')
        .select('tenantId')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).tenantId;
  const pictureOf = async (fileId: number) => {
    const file = await t.app.db
      .selectFrom('file')
      .select('objectKey')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    return `/api/file/object/${file.objectKey}`;
  };
  const storeId = await shop.store('Page test store');
  const typeId = await shop.type('Page test goods');
  let code = 0;
  return {
    t,
    shop,
    sunrise: pageCalls(t, await demoToken(t, 'sunrise.admin')),
    harbour: pageCalls(t, await demoToken(t, 'harbour.admin')),
    platform: pageCalls(t, await demoToken(t, 'admin')),
    sunriseTenant: await tenantOf('sunrise.admin'),
    harbourTenant: await tenantOf('harbour.admin'),
    storeId,
    typeId,
    pictureOf,
    pictureUrl: await pictureOf(await shop.picture()),
    /** Goods with a picture and a price at the test store, on sale unless told. */
    goods: async (name: string, price: string, onSale = true) => {
      code += 1;
      const id = await shop.goods({
        goodsName: name,
        goodsCode: `PG-${code}`,
        goodsTypeId: typeId,
      });
      const picture = await shop.picture();
      const images = await shop.call('POST', '/goods/change-images', {
        goodsId: id,
        fileIds: [picture],
      });
      expect(images.statusCode).toBe(200);
      const priceId = await shop.price(id, storeId, price);
      if (onSale)
        expect(
          (await shop.call('POST', '/goods/lanuch', { ids: [id], onSale: true })).statusCode,
        ).toBe(200);
      return { id, priceId };
    },
    /** A public storefront read. */
    storefront: (url: string) => t.app.inject({ method: 'GET', url }),
  };
};

export type PageWorld = Awaited<ReturnType<typeof startPageWorld>>;
