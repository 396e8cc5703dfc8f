import { sql } from 'kysely';
import {
  MAX_PAGE_DOCUMENT_BYTES,
  type PageDraft,
  type PageVersionSummary,
  PREVIEW_LINK_MINUTES,
  type StorefrontPage,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './support/test-app';
import {
  component,
  documentOf,
  goodsItem,
  goodsList,
  PAGES,
  type PageWorld,
  problemsOf,
  startPageWorld,
} from './renovation-page.support';

// Storefront pages through the API (issue 16, docs/renovation.md), as Sunrise's and Harbour's
// tenant administrators and the platform admin: drafts with revisions and conflicts, documents
// refused naming the widget and field, publishing with its checks, versions and rollback, two
// editors at once, signed preview links. SQLite and PostgreSQL.

describe('storefront pages', () => {
  let w: PageWorld;
  beforeAll(async () => {
    w = await startPageWorld();
  });
  afterAll(() => w.t.close());

  it('creates a page with an empty draft named after it; one home page per tenant', async () => {
    const id = await w.sunrise.create({ name: 'Spring sale', pageType: 'custom' });
    expect(await w.sunrise.draft(id)).toEqual({
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
        await w.sunrise.call('POST', `${PAGES}/list?pageSize=20&pageNum=1`, { name: 'Spring sale' })
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
    const second = await w.sunrise.call(
      'PATCH',
      `${PAGES}/edit`,
      { name: 'Home 2', isHome: true },
      'en',
    );
    expect(second.statusCode).toBe(400);
    expect(bodyOf(second).field).toBe('isHome');
    // Another tenant has a home page of its own.
    await w.harbour.create({ name: 'Harbour home', pageType: 'home', isHome: true });
  });

  it('saves drafts with a revision; a stale save is a 409 naming who saved last, nothing overwritten', async () => {
    const id = await w.sunrise.create({ name: 'Conflicts' });
    const first = documentOf([component('text-title')], 'First');
    const saved = await w.platform.save(id, first, 0);
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = bodyOf(saved).data as PageDraft;
    expect(draft).toMatchObject({ revision: 1, savedBy: 'admin', dirty: true });
    expect(draft.savedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const stale = await w.sunrise.save(id, documentOf([], 'Second'), 0, 'en');
    expect(stale.statusCode).toBe(409);
    expect(bodyOf(stale).description).toBe(
      `admin saved this page at ${draft.savedAt} (revision 1); reload it before saving again`,
    );
    expect((await w.sunrise.draft(id)).document).toMatchObject({ page: { title: 'First' } });

    const next = await w.sunrise.save(id, documentOf([], 'Second'), 1);
    expect((bodyOf(next).data as PageDraft).revision).toBe(2);
    expect(await w.sunrise.draft(id)).toMatchObject({ revision: 2, savedBy: 'sunrise.admin' });
  });

  it('refuses a document that does not parse, naming the widget and the field; nothing saved', async () => {
    const id = await w.sunrise.create({ name: 'Bad documents' });
    const list = goodsList([{ ...goodsItem(1), price: 'cheap' }]);
    const bad = await w.sunrise.save(id, documentOf([component('text-title'), list]), 0, 'zh');
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

    const unknown = await w.sunrise.save(
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
    const tooMany = await w.sunrise.save(id, documentOf(many), 0, 'en');
    expect(tooMany.statusCode).toBe(400);
    expect(problemsOf(tooMany).map((problem) => problem.code)).toEqual(['tooMany']);
    expect(bodyOf(tooMany).description).toContain('at most 200');

    const huge = documentOf([component('text-title')]);
    (huge as Record<string, unknown>).padding = 'z'.repeat(MAX_PAGE_DOCUMENT_BYTES);
    const tooLarge = await w.sunrise.save(id, huge, 0, 'en');
    expect(tooLarge.statusCode).toBe(400);
    expect(problemsOf(tooLarge).map((problem) => problem.code)).toEqual(['tooLarge']);
    expect(bodyOf(tooLarge).description).toContain(`at most ${MAX_PAGE_DOCUMENT_BYTES} bytes`);

    expect(await w.sunrise.draft(id)).toMatchObject({ revision: 0, document: { components: [] } });
  });

  it('refuses to publish with every problem: goods missing or off the shelf, dead links, missing pictures', async () => {
    const id = await w.sunrise.create({ name: 'Problems' });
    const off = await w.goods('Shelved tea', '4.00', false);
    const gone = await w.shop.picture();
    const goneUrl = await w.pictureOf(gone);
    // The picture leaves the file bank after the page used it.
    await w.t.app.db.deleteFrom('file').where('id', '=', gone).execute();
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
      props.data.imgUrl = w.pictureUrl;
      props.data.fullLink = { kind: 'url', url: `pages/custom/index?pageId=${id}` };
    });
    const foreign = component('text-title', (props) => {
      props.data.fullLink = { kind: 'url', url: `/m/${w.harbourTenant}/page/${id}` };
    });
    const categories = component('title-bar', (props) => {
      props.params.more.fullLink = { kind: 'url', url: 'pages/goods/list?goodsTypeId=999999' };
    });
    const category = component('text-title', (props) => {
      props.data.fullLink = { kind: 'url', url: `pages/goods/list?goodsTypeId=${w.typeId}` };
    });
    // A coupon link: to a template the tenant does not have, and to one it gives out.
    const [coupon] = (
      await sql<{
        id: number;
      }>`select id from coupon_template where tenant_id = ${w.sunriseTenant} and status = 20`.execute(
        w.t.app.db,
      )
    ).rows;
    const noCoupon = component('text-title', (props) => {
      props.data.fullLink = { kind: 'url', url: 'pages/coupon/detail?couponId=999999' };
    });
    const aCoupon = component('text-title', (props) => {
      props.data.fullLink = {
        kind: 'url',
        url: `pages/coupon/detail?couponId=${String(coupon?.id)}`,
      };
    });
    const components = [
      list,
      image,
      external,
      kept,
      foreign,
      categories,
      category,
      noCoupon,
      aCoupon,
    ];
    const saved = await w.sunrise.save(id, documentOf(components), 0);
    expect(saved.statusCode, saved.body).toBe(200);

    const expected = [
      { componentId: list.id, index: 0, path: 'data.items.0.goodsId', code: 'goodsMissing' },
      { componentId: list.id, index: 0, path: 'data.items.1.goodsId', code: 'goodsOffShelf' },
      { componentId: image.id, index: 1, path: 'data.fullLink.url', code: 'deadLink' },
      { componentId: image.id, index: 1, path: 'data.imgUrl', code: 'imageMissing' },
      { componentId: external.id, index: 2, path: 'data.fullLink.goodsId', code: 'deadLink' },
      { componentId: foreign.id, index: 4, path: 'data.fullLink.url', code: 'deadLink' },
      { componentId: categories.id, index: 5, path: 'params.more.fullLink.url', code: 'deadLink' },
      { componentId: noCoupon.id, index: 7, path: 'data.fullLink.url', code: 'deadLink' },
    ];
    expect(await w.sunrise.validate(id)).toEqual(expected.map((p) => expect.objectContaining(p)));
    const refused = await w.sunrise.publish(id, 1, 'en');
    expect(refused.statusCode).toBe(400);
    expect(problemsOf(refused)).toEqual(expected.map((p) => expect.objectContaining(p)));
    expect(bodyOf(refused).description).toContain('goods "Shelved tea" is off the shelf');
    expect(await w.sunrise.draft(id)).toMatchObject({ publishedVersion: null });
    expect((await w.storefront(`/api/storefront/page/${w.sunriseTenant}/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('publishes numbered versions, answers the same version for an unchanged draft, rolls back', async () => {
    const id = await w.sunrise.create({ name: 'Versions' });
    const v1 = documentOf([component('text-title')], 'One');
    await w.sunrise.save(id, v1, 0);
    const first = await w.sunrise.publish(id, 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(bodyOf(first).data).toMatchObject({
      version: 1,
      publishedBy: 'sunrise.admin',
      componentCount: 1,
      rolledBackFrom: null,
    });
    const again = await w.sunrise.publish(id, 1);
    expect((bodyOf(again).data as PageVersionSummary).version).toBe(1);
    expect(await w.sunrise.draft(id)).toMatchObject({
      revision: 1,
      publishedVersion: 1,
      dirty: false,
    });
    expect((await w.sunrise.publish(id, 0)).statusCode).toBe(409);

    await w.sunrise.save(
      id,
      documentOf([component('text-title'), component('blank-spacer')], 'Two'),
      1,
    );
    expect((await w.sunrise.draft(id)).dirty).toBe(true);
    expect((bodyOf(await w.sunrise.publish(id, 2)).data as PageVersionSummary).version).toBe(2);

    const versions = w.sunrise.ok<PageVersionSummary[]>(
      await w.sunrise.call('GET', `${PAGES}/${id}/versions`),
    );
    expect(versions.map((v) => [v.version, v.componentCount])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    const one = w.sunrise.ok<{ document: unknown }>(
      await w.sunrise.call('GET', `${PAGES}/${id}/versions/1`),
    );
    expect(one.document).toMatchObject({ page: { title: 'One' } });
    expect((await w.sunrise.call('GET', `${PAGES}/${id}/versions/9`)).statusCode).toBe(404);

    const back = await w.sunrise.call('POST', `${PAGES}/${id}/rollback`, { version: 1 });
    expect(bodyOf(back).data).toMatchObject({ version: 3, rolledBackFrom: 1, componentCount: 1 });
    expect(await w.sunrise.draft(id)).toMatchObject({
      revision: 3,
      publishedVersion: 3,
      dirty: false,
      document: { page: { title: 'One' } },
    });
    const shown = bodyOf(await w.storefront(`/api/storefront/page/${w.sunriseTenant}/${id}`))
      .data as StorefrontPage;
    expect(shown).toMatchObject({ pageId: id, version: 3, document: { page: { title: 'One' } } });

    // Offline: the storefront stops showing it; publishing the same draft brings it back.
    const offline = await w.sunrise.call('POST', `${PAGES}/offline`, { id });
    expect(offline.statusCode, offline.body).toBe(200);
    expect((await w.storefront(`/api/storefront/page/${w.sunriseTenant}/${id}`)).statusCode).toBe(
      404,
    );
    expect((bodyOf(await w.sunrise.publish(id, 3)).data as PageVersionSummary).version).toBe(3);
    expect((await w.storefront(`/api/storefront/page/${w.sunriseTenant}/${id}`)).statusCode).toBe(
      200,
    );
  });

  it('at once: two saves from one revision make one revision, two publishes one version', async () => {
    const id = await w.sunrise.create({ name: 'At once' });
    const saves = await Promise.all([
      w.sunrise.save(id, documentOf([component('text-title')], 'A'), 0),
      w.platform.save(id, documentOf([component('blank-spacer')], 'B'), 0),
    ]);
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const draft = await w.sunrise.draft(id);
    const winner = saves.find((r) => r.statusCode === 200)!;
    expect(draft).toMatchObject({
      revision: 1,
      document: (bodyOf(winner).data as PageDraft).document,
    });

    const publishes = await Promise.all([w.sunrise.publish(id, 1), w.platform.publish(id, 1)]);
    expect(
      publishes.map((r) => [r.statusCode, (bodyOf(r).data as PageVersionSummary).version]),
    ).toEqual([
      [200, 1],
      [200, 1],
    ]);
    const versions = w.sunrise.ok<PageVersionSummary[]>(
      await w.sunrise.call('GET', `${PAGES}/${id}/versions`),
    );
    expect(versions).toHaveLength(1);
  });

  it('shows a draft through a signed preview link until it expires; a changed token is a 404', async () => {
    const id = await w.sunrise.create({ name: 'Preview' });
    await w.sunrise.save(id, documentOf([component('text-title')], 'Draft only'), 0);
    const link = w.sunrise.ok<{ token: string; url: string; expiresAt: string }>(
      await w.sunrise.call('POST', `${PAGES}/${id}/preview-link`),
    );
    expect(link.url).toBe(`/m/preview/${link.token}`);
    const preview = await w.storefront(`/api/storefront/preview/${link.token}`);
    expect(preview.statusCode).toBe(200);
    expect(bodyOf(preview).data).toMatchObject({
      pageId: id,
      tenantId: w.sunriseTenant,
      version: null,
      document: { page: { title: 'Draft only' } },
    });
    const [payload, signature] = link.token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await w.storefront(`/api/storefront/preview/${payload}.${flipped}`)).statusCode).toBe(
      404,
    );
    const forged = Buffer.from(`p${id}.t${w.harbourTenant}.e9999999999`).toString('base64url');
    expect((await w.storefront(`/api/storefront/preview/${forged}.${signature}`)).statusCode).toBe(
      404,
    );
    w.t.clock.advance(PREVIEW_LINK_MINUTES * 60_000 + 1000);
    expect((await w.storefront(`/api/storefront/preview/${link.token}`)).statusCode).toBe(404);
  });
});
