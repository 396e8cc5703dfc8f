import {
  MAX_PAGE_DOCUMENT_BYTES,
  type PageDraft,
  type PageVersionSummary,
  PREVIEW_LINK_MINUTES,
  type StorefrontPage,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { type Catalogue, startDemoCatalogues } from './goods.support';
import {
  component,
  documentOf,
  goodsItem,
  goodsList,
  pageCalls,
  PAGES,
  problemsOf,
} from './renovation-page.support';

// Storefront pages through the API (issue 16, docs/renovation.md), as Sunrise's and Harbour's
// tenant administrators: drafts with revisions and conflicts, documents refused naming the
// widget and field, publishing with its checks, versions and rollback, signed preview links,
// the storefront's reads with goods live, and the tenants kept apart. SQLite and PostgreSQL.

type Goods = { id: number; priceId: number };

describe('storefront pages', () => {
  let t: TestApp;
  let sunrise: ReturnType<typeof pageCalls>;
  let harbour: ReturnType<typeof pageCalls>;
  let platform: ReturnType<typeof pageCalls>;
  let shop: Catalogue;
  let sunriseTenant: number;
  let harbourTenant: number;
  let storeId: number;
  let typeId: number;
  let pictureUrl: string;

  beforeAll(async () => {
    const demo = await startDemoCatalogues();
    t = demo.t;
    shop = demo.sunrise;
    sunrise = pageCalls(t, await demoToken(t, 'sunrise.admin'));
    harbour = pageCalls(t, await demoToken(t, 'harbour.admin'));
    platform = pageCalls(t, await demoToken(t, 'admin'));
    const tenantOf = async (userName: string) =>
      (
        await t.app.db
          .selectFrom('user')
          .select('tenantId')
          .where('userName', '=', userName)
          .executeTakeFirstOrThrow()
      ).tenantId;
    sunriseTenant = await tenantOf('sunrise.admin');
    harbourTenant = await tenantOf('harbour.admin');
    storeId = await shop.store('Page test store');
    typeId = await shop.type('Page test goods');
    pictureUrl = await pictureOf(await shop.picture());
  });
  afterAll(() => t.close());

  const pictureOf = async (fileId: number) => {
    const file = await t.app.db
      .selectFrom('file')
      .select('objectKey')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    return `/api/file/object/${file.objectKey}`;
  };

  let code = 0;
  /** Goods with a picture and a price at the test store, on sale unless told. */
  const goods = async (name: string, price: string, onSale = true): Promise<Goods> => {
    code += 1;
    const id = await shop.goods({ goodsName: name, goodsCode: `PG-${code}`, goodsTypeId: typeId });
    const picture = await shop.picture();
    expect(
      (await shop.call('POST', '/goods/change-images', { goodsId: id, fileIds: [picture] }))
        .statusCode,
    ).toBe(200);
    const priceId = await shop.price(id, storeId, price);
    if (onSale)
      expect(
        (await shop.call('POST', '/goods/lanuch', { ids: [id], onSale: true })).statusCode,
      ).toBe(200);
    return { id, priceId };
  };

  const storefront = (url: string) => t.app.inject({ method: 'GET', url });

  it('creates a page with an empty draft named after it; one home page per tenant', async () => {
    const id = await sunrise.create({ name: 'Spring sale', pageType: 'custom' });
    expect(await sunrise.draft(id)).toEqual({
      pageId: id,
      document: {
        schemaVersion: 1,
        page: { title: 'Spring sale', background: '' },
        components: [],
      },
      revision: 0,
      savedBy: null,
      savedAt: null,
      publishedVersion: null,
      dirty: true,
    });
    const [row] = (
      (
        await sunrise.call('POST', `${PAGES}/list?pageSize=20&pageNum=1`, { name: 'Spring sale' })
      ).json() as {
        entities: Record<string, unknown>[];
      }
    ).entities;
    expect(row).toMatchObject({
      name: 'Spring sale',
      pageType: 'custom',
      status: 0,
      isHome: false,
    });

    // The demo seed made Sunrise's home page: a second one is refused, naming the field.
    const second = await sunrise.call(
      'PATCH',
      `${PAGES}/edit`,
      { name: 'Home 2', isHome: true },
      'en',
    );
    expect(second.statusCode).toBe(400);
    expect(bodyOf(second).field).toBe('isHome');
    // Another tenant has a home page of its own.
    await harbour.create({ name: 'Harbour home', pageType: 'home', isHome: true });
  });

  it('saves drafts with a revision; a stale save is a 409 naming who saved last, nothing overwritten', async () => {
    const id = await sunrise.create({ name: 'Conflicts' });
    const first = documentOf([component('text-title')], 'First');
    const saved = await platform.save(id, first, 0);
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = bodyOf(saved).data as PageDraft;
    expect(draft).toMatchObject({ revision: 1, savedBy: 'admin', dirty: true });
    expect(draft.savedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const stale = await sunrise.save(id, documentOf([], 'Second'), 0, 'en');
    expect(stale.statusCode).toBe(409);
    expect(bodyOf(stale).description).toBe(
      `admin saved this page at ${draft.savedAt} (revision 1); reload it before saving again`,
    );
    expect((await sunrise.draft(id)).document).toMatchObject({ page: { title: 'First' } });

    const next = await sunrise.save(id, documentOf([], 'Second'), 1);
    expect((bodyOf(next).data as PageDraft).revision).toBe(2);
    expect(await sunrise.draft(id)).toMatchObject({ revision: 2, savedBy: 'sunrise.admin' });
  });

  it('refuses a document that does not parse, naming the widget and the field; nothing saved', async () => {
    const id = await sunrise.create({ name: 'Bad documents' });
    const list = goodsList([{ ...goodsItem(1), price: 'cheap' }]);
    const bad = await sunrise.save(id, documentOf([component('text-title'), list]), 0, 'zh');
    expect(bad.statusCode).toBe(400);
    expect(problemsOf(bad)).toEqual([
      expect.objectContaining({
        componentId: list.id,
        index: 1,
        path: 'data.items.0.price',
        code: 'invalid',
      }),
    ]);
    expect(bodyOf(bad).description).toContain(`第 2 个组件（goods-list，${list.id}）`);
    expect(bodyOf(bad).description).toContain('data.items.0.price');

    const unknown = await sunrise.save(
      id,
      documentOf([{ id: 'x1', type: 'marquee', hidden: false, props: {} }]),
      0,
      'en',
    );
    expect(unknown.statusCode).toBe(400);
    expect(problemsOf(unknown)).toEqual([
      expect.objectContaining({ componentId: 'x1', index: 0, code: 'unknownWidget' }),
    ]);
    expect(bodyOf(unknown).description).toContain('unknown widget type "marquee"');

    const many = Array.from({ length: 201 }, () => component('blank-spacer'));
    const tooMany = await sunrise.save(id, documentOf(many), 0, 'en');
    expect(tooMany.statusCode).toBe(400);
    expect(problemsOf(tooMany).map((problem) => problem.code)).toEqual(['tooMany']);
    expect(bodyOf(tooMany).description).toContain('at most 200');

    const huge = documentOf([component('text-title')]);
    (huge as Record<string, unknown>).padding = 'z'.repeat(MAX_PAGE_DOCUMENT_BYTES);
    const tooLarge = await sunrise.save(id, huge, 0, 'en');
    expect(tooLarge.statusCode).toBe(400);
    expect(problemsOf(tooLarge).map((problem) => problem.code)).toEqual(['tooLarge']);
    expect(bodyOf(tooLarge).description).toContain(`at most ${MAX_PAGE_DOCUMENT_BYTES} bytes`);

    expect(await sunrise.draft(id)).toMatchObject({ revision: 0, document: { components: [] } });
  });

  it('refuses to publish with every problem: goods missing or off the shelf, dead links, missing pictures', async () => {
    const id = await sunrise.create({ name: 'Problems' });
    const off = await goods('Shelved tea', '4.00', false);
    const gone = await shop.picture();
    const goneUrl = await pictureOf(gone);
    // The picture leaves the file bank after the page used it.
    await t.app.db.deleteFrom('file').where('id', '=', gone).execute();
    const list = goodsList([goodsItem(999_999), goodsItem(off.id)]);
    const image = component('single-image', (props) => {
      props.data.imgUrl = goneUrl;
      props.data.fullLink = { kind: 'url', url: 'pages/custom/index?pageId=999999' };
    });
    const external = component('single-image', (props) => {
      props.data.imgUrl = 'https://cdn.example.com/a.png';
      props.data.fullLink = { kind: 'goodsDetail', goodsId: 888_888 };
    });
    // A picture still in the file bank and a link to a page of the tenant are fine.
    const kept = component('single-image', (props) => {
      props.data.imgUrl = pictureUrl;
      props.data.fullLink = { kind: 'url', url: `pages/custom/index?pageId=${id}` };
    });
    const foreign = component('text-title', (props) => {
      props.data.fullLink = { kind: 'url', url: `/m/${harbourTenant}/page/${id}` };
    });
    const categories = component('title-bar', (props) => {
      props.params.more.fullLink = { kind: 'url', url: 'pages/goods/list?goodsTypeId=999999' };
    });
    const category = component('text-title', (props) => {
      props.data.fullLink = { kind: 'url', url: `pages/goods/list?goodsTypeId=${typeId}` };
    });
    const components = [list, image, external, kept, foreign, categories, category];
    const saved = await sunrise.save(id, documentOf(components), 0);
    expect(saved.statusCode, saved.body).toBe(200);

    const expected = [
      { componentId: list.id, index: 0, path: 'data.items.0.goodsId', code: 'goodsMissing' },
      { componentId: list.id, index: 0, path: 'data.items.1.goodsId', code: 'goodsOffShelf' },
      { componentId: image.id, index: 1, path: 'data.fullLink.url', code: 'deadLink' },
      { componentId: image.id, index: 1, path: 'data.imgUrl', code: 'imageMissing' },
      { componentId: external.id, index: 2, path: 'data.fullLink.goodsId', code: 'deadLink' },
      { componentId: foreign.id, index: 4, path: 'data.fullLink.url', code: 'deadLink' },
      { componentId: categories.id, index: 5, path: 'params.more.fullLink.url', code: 'deadLink' },
    ];
    expect(await sunrise.validate(id)).toEqual(expected.map((p) => expect.objectContaining(p)));
    const refused = await sunrise.publish(id, 1, 'en');
    expect(refused.statusCode).toBe(400);
    expect(problemsOf(refused)).toEqual(expected.map((p) => expect.objectContaining(p)));
    expect(bodyOf(refused).description).toContain('goods "Shelved tea" is off the shelf');
    expect(await sunrise.draft(id)).toMatchObject({ publishedVersion: null });
    expect((await storefront(`/api/storefront/page/${sunriseTenant}/${id}`)).statusCode).toBe(404);
  });

  it('publishes numbered versions, answers the same version for an unchanged draft, rolls back', async () => {
    const id = await sunrise.create({ name: 'Versions' });
    const v1 = documentOf([component('text-title')], 'One');
    await sunrise.save(id, v1, 0);
    const first = await sunrise.publish(id, 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(bodyOf(first).data).toMatchObject({
      version: 1,
      publishedBy: 'sunrise.admin',
      componentCount: 1,
      rolledBackFrom: null,
    });
    const again = await sunrise.publish(id, 1);
    expect((bodyOf(again).data as PageVersionSummary).version).toBe(1);
    expect(await sunrise.draft(id)).toMatchObject({
      revision: 1,
      publishedVersion: 1,
      dirty: false,
    });
    expect((await sunrise.publish(id, 0)).statusCode).toBe(409);

    await sunrise.save(
      id,
      documentOf([component('text-title'), component('blank-spacer')], 'Two'),
      1,
    );
    expect((await sunrise.draft(id)).dirty).toBe(true);
    expect((bodyOf(await sunrise.publish(id, 2)).data as PageVersionSummary).version).toBe(2);

    const versions = sunrise.ok<PageVersionSummary[]>(
      await sunrise.call('GET', `${PAGES}/${id}/versions`),
    );
    expect(versions.map((v) => [v.version, v.componentCount])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    const one = sunrise.ok<{ document: unknown }>(
      await sunrise.call('GET', `${PAGES}/${id}/versions/1`),
    );
    expect(one.document).toMatchObject({ page: { title: 'One' } });
    expect((await sunrise.call('GET', `${PAGES}/${id}/versions/9`)).statusCode).toBe(404);

    const back = await sunrise.call('POST', `${PAGES}/${id}/rollback`, { version: 1 });
    expect(bodyOf(back).data).toMatchObject({ version: 3, rolledBackFrom: 1, componentCount: 1 });
    expect(await sunrise.draft(id)).toMatchObject({
      revision: 3,
      publishedVersion: 3,
      dirty: false,
      document: { page: { title: 'One' } },
    });
    const shown = bodyOf(await storefront(`/api/storefront/page/${sunriseTenant}/${id}`))
      .data as StorefrontPage;
    expect(shown).toMatchObject({ pageId: id, version: 3, document: { page: { title: 'One' } } });

    // Offline: the storefront stops showing it; publishing the same draft brings it back.
    const offline = await sunrise.call('POST', `${PAGES}/offline`, { id });
    expect(offline.statusCode, offline.body).toBe(200);
    expect((await storefront(`/api/storefront/page/${sunriseTenant}/${id}`)).statusCode).toBe(404);
    expect((bodyOf(await sunrise.publish(id, 3)).data as PageVersionSummary).version).toBe(3);
    expect((await storefront(`/api/storefront/page/${sunriseTenant}/${id}`)).statusCode).toBe(200);
  });

  it('shows a draft through a signed preview link until it expires; a changed token is a 404', async () => {
    const id = await sunrise.create({ name: 'Preview' });
    await sunrise.save(id, documentOf([component('text-title')], 'Draft only'), 0);
    const link = sunrise.ok<{ token: string; url: string; expiresAt: string }>(
      await sunrise.call('POST', `${PAGES}/${id}/preview-link`),
    );
    expect(link.url).toBe(`/m/preview/${link.token}`);
    const preview = await storefront(`/api/storefront/preview/${link.token}`);
    expect(preview.statusCode).toBe(200);
    expect(bodyOf(preview).data).toMatchObject({
      pageId: id,
      tenantId: sunriseTenant,
      version: null,
      document: { page: { title: 'Draft only' } },
    });
    const [payload, signature] = link.token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await storefront(`/api/storefront/preview/${payload}.${flipped}`)).statusCode).toBe(
      404,
    );
    const forged = Buffer.from(`p${id}.t${harbourTenant}.e9999999999`).toString('base64url');
    expect((await storefront(`/api/storefront/preview/${forged}.${signature}`)).statusCode).toBe(
      404,
    );
    t.clock.advance(PREVIEW_LINK_MINUTES * 60_000 + 1000);
    expect((await storefront(`/api/storefront/preview/${link.token}`)).statusCode).toBe(404);
  });

  it('serves the published page with goods read live: new prices, shelved goods left out', async () => {
    const tea = await goods('Green tea', '3.50');
    const cake = await goods('Cheese cake', '12.00');
    const id = await sunrise.create({ name: 'Live goods', storeId });
    const list = goodsList([goodsItem(tea.id, 1), goodsItem(cake.id, 1)]);
    await sunrise.save(id, documentOf([list]), 0);
    expect((await sunrise.publish(id, 1)).statusCode).toBe(200);

    const itemsOf = async () => {
      const page = bodyOf(await storefront(`/api/storefront/page/${sunriseTenant}/${id}`))
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
        await shop.call('PATCH', '/goods-price/edit', {
          id: tea.priceId,
          goodsId: tea.id,
          storeId,
          price: '2.80',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await shop.call('POST', '/goods/lanuch', { ids: [cake.id], onSale: false })).statusCode,
    ).toBe(200);
    expect(await itemsOf()).toEqual([
      expect.objectContaining({ goodsId: tea.id, goodsName: 'Green tea', price: 2.8 }),
    ]);
  });

  it('answers the demo tenant’s published home page, its demo goods live', async () => {
    const answer = await storefront(`/api/storefront/home/${sunriseTenant}`);
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
    expect(await sunrise.validate(home.pageId)).toEqual([]);
    // Harbour's home page is not published yet.
    expect((await storefront(`/api/storefront/home/${harbourTenant}`)).statusCode).toBe(404);
  });

  it('keeps tenants apart: another tenant’s page is a 404 on every call and on the storefront', async () => {
    const id = await sunrise.create({ name: 'Sunrise only' });
    await sunrise.save(id, documentOf([component('text-title')], 'Secret'), 0);
    expect((await sunrise.publish(id, 1)).statusCode).toBe(200);
    const calls: [Parameters<typeof harbour.call>[0], string, object?][] = [
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
      const response = await harbour.call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Secret');
    }
    expect(await sunrise.draft(id)).toMatchObject({ revision: 1, publishedVersion: 1 });
    expect((await storefront(`/api/storefront/page/${harbourTenant}/${id}`)).statusCode).toBe(404);
    expect((await storefront(`/api/storefront/page/${sunriseTenant}/${id}`)).statusCode).toBe(200);
    // An unpublished page is never shown.
    const unpublished = await sunrise.create({ name: 'Not yet' });
    expect(
      (await storefront(`/api/storefront/page/${sunriseTenant}/${unpublished}`)).statusCode,
    ).toBe(404);
    // Each tenant's storefront answers its own home page, never the other's.
    const [harbourHome] = (
      (
        await harbour.call('POST', `${PAGES}/list?pageSize=20&pageNum=1`, { name: 'Harbour home' })
      ).json() as { entities: { id: number }[] }
    ).entities;
    await harbour.save(harbourHome!.id, documentOf([component('text-title')], 'Harbour'), 0);
    expect((await harbour.publish(harbourHome!.id, 1)).statusCode).toBe(200);
    const homeOf = async (tenantId: number) =>
      bodyOf(await storefront(`/api/storefront/home/${tenantId}`)).data as StorefrontPage;
    expect(await homeOf(harbourTenant)).toMatchObject({
      pageId: harbourHome!.id,
      tenantId: harbourTenant,
    });
    expect(await homeOf(sunriseTenant)).toMatchObject({
      name: 'Sunrise home',
      tenantId: sunriseTenant,
    });
    expect(
      (await storefront(`/api/storefront/page/${sunriseTenant}/${harbourHome!.id}`)).statusCode,
    ).toBe(404);
  });
});
