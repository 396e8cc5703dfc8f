import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { callAs, demoToken } from './support/admin-calls';
import { multipart } from './support/multipart';
import { bearer, bodyOf, expectStatus, startTestApp, type TestApp } from './support/test-app';

// Calls the goods tests share: make categories, brands, pictures, goods and prices as a user.

export const MINISTORE = '/api/ministore';
export const PAGE = '?pageSize=20&pageNum=1';

export const dataOf = <T>(response: LightMyRequestResponse): T => bodyOf(response).data as T;
export const entitiesOf = <T>(response: LightMyRequestResponse): T[] =>
  (response.json() as { entities: T[] }).entities;

/** The answer's data, after checking it is a 200 (the body is shown when it is not). */
export const okData = async <T>(response: LightMyRequestResponse): Promise<T> => {
  expectStatus(response, 200);
  return dataOf<T>(response);
};

/**
 * A demo app and the calls of its two tenant admins (sunrise, harbour) and of two users of
 * sibling organisations of Sunrise (downtown: the store operator, uptown).
 */
export const startDemoCatalogues = async () => {
  const t = await startTestApp({ config: { seed: 'demo', captcha: false } });
  const as = async (userName: string) => catalogueAs(t, await demoToken(t, userName));
  return {
    t,
    sunrise: await as('sunrise.admin'),
    harbour: await as('harbour.admin'),
    downtown: await as('sunrise.store'),
    uptown: await as('sunrise.uptown'),
  };
};

/** Calls as one user; each helper fails loudly when the server refuses. */
export const catalogueAs = (t: TestApp, token: string) => {
  const call = (
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    language?: string,
  ) => callAs(t, token, method, `${MINISTORE}${path}`, payload, language);

  const created = async (response: LightMyRequestResponse): Promise<{ id: number }> => {
    if (response.statusCode !== 200)
      throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
    return dataOf<{ id: number }>(response);
  };

  return {
    call,
    type: async (name: string, parentId: number | null = null) =>
      (await created(await call('PATCH', '/goods-type/edit', { name, parentId }))).id,
    brand: async (name: string) => (await created(await call('PATCH', '/brand/edit', { name }))).id,
    tag: async (name: string, color = '#409EFF') =>
      (await created(await call('PATCH', '/goods-tag/edit', { name, color }))).id,
    goods: async (body: Record<string, unknown>) =>
      (await created(await call('PATCH', '/goods/edit', body))).id,
    store: async (storeName: string) =>
      (await created(await call('PATCH', '/store/edit', { storeName }))).id,
    price: async (goodsId: number, storeId: number, price: string) =>
      (await created(await call('PATCH', '/goods-price/edit', { goodsId, storeId, price }))).id,
    /** Uploads a real picture to the file bank (public unless told); answers its file id. */
    picture: async (visibility: 'public' | 'private' = 'public'): Promise<number> => {
      const bytes = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#67C23A' },
      })
        .png()
        .toBuffer();
      const body = multipart(
        { visibility },
        { name: 'file', fileName: 'goods.png', contentType: 'image/png', bytes },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/file/file-service/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      return dataOf<{ fileId: number }>(response).fileId;
    },
  };
};

export type Catalogue = ReturnType<typeof catalogueAs>;

/** Rows of a table straight from the database (the tests' own view, outside any scope). */
export const rowCount = async (t: TestApp, table: 'goods' | 'goodsType' | 'goodsPrice' | 'brand') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
