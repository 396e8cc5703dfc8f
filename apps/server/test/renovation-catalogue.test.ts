import { SECRET_MASK, WIDGET_TYPE_KEYS } from '@retail/contract';
import { widgetSchemaOf } from '@retail/widgets/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startDemoApp } from './support/admin-calls';
import { resourceCalls, type Row } from './support/resource-calls';
import { bodyOf, type TestApp } from './support/test-app';

// The storefront's supporting screens through the API (issue 16), as the platform's admin and
// Sunrise's and Harbour's tenant administrators: themes (#rrggbb colours, one default per tenant,
// the platform's base themes copied with "use"), templates whose page documents the widgets'
// schemas check (the widget and field named) and that make pages, the widget catalogue and
// presets, layouts, the fitment channels, and one tenant never seeing another's.

const widgetDefaults = (type: string) => structuredClone(widgetSchemaOf(type)!.defaults);

const documentWith = (components: { id: string; type: string; props: unknown }[]) =>
  JSON.stringify({ schemaVersion: 1, page: { title: 'Spring sale', background: '' }, components });

const GOOD_DOCUMENT = documentWith([
  { id: 'nav-1', type: 'top-nav-bar', props: widgetDefaults('top-nav-bar') },
  { id: 'img-1', type: 'single-image', props: widgetDefaults('single-image') },
]);

/** A top nav whose title is longer than its 30 characters. */
const longTitleNav = () => {
  const props = widgetDefaults('top-nav-bar') as { data: { title: { text: string } } };
  props.data.title.text = 'x'.repeat(31);
  return props;
};

describe('storefront themes, templates, widgets and fitment', () => {
  let t: TestApp;
  let tokens: { admin: string; sunrise: string; harbour: string };

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { admin: demo.admin, sunrise: demo.sunrise, harbour: demo.harbour };
  });
  afterAll(() => t.close());

  const { call, edit, act, entities, refused } = resourceCalls(
    () => ({ t, tokens }),
    '/api/renovation/',
    'sunrise',
  );

  describe('themes', () => {
    it('takes #rrggbb colours only, naming the field, and fills in the spec defaults', async () => {
      for (const primaryColor of ['#fff', 'red', '#12345g'])
        refused(
          await call('sunrise', 'PATCH', 'renovation-theme/edit', { name: 'Bad', primaryColor }),
          400,
          'primaryColor',
        );
      expect(await entities('renovation-theme', { name: 'Bad' })).toEqual([]);
      const theme = await edit('renovation-theme', { name: 'Sunrise red', priceColor: '#E02020' });
      expect(theme).toMatchObject({
        primaryColor: '#409EFF',
        tabBarColor: '#A1A1A1',
        tabBarActiveColor: '#FF0000',
        priceColor: '#E02020',
        isDefault: false,
      });
    });

    it('keeps one default per tenant, and each tenant its own', async () => {
      const first = await edit('renovation-theme', { name: 'Default one', isDefault: true });
      const second = await call('sunrise', 'PATCH', 'renovation-theme/edit', {
        name: 'Default two',
        isDefault: true,
      });
      expect(refused(second, 400, 'isDefault')).toMatch(/default/i);
      expect(await entities('renovation-theme', { name: 'Default two' })).toEqual([]);
      await edit('renovation-theme', { name: 'Harbour default', isDefault: true }, 'harbour');
      // Moving the mark: clear the old default, then set the new one.
      await edit('renovation-theme', { id: first.id, name: 'Default one', isDefault: false });
      await edit('renovation-theme', { name: 'Default two', isDefault: true });
      expect((await entities('renovation-theme', { isDefault: 1 })).map((row) => row.name)).toEqual(
        ['Default two'],
      );
    });

    it('lets every tenant read and use the platform’s base themes, written by platform staff only', async () => {
      const base = await edit(
        'renovation-theme-base',
        { name: 'Ocean', primaryColor: '#1E90FF', textColor: '#102030' },
        'admin',
      );
      refused(await call('sunrise', 'PATCH', 'renovation-theme-base/edit', { name: 'Mine' }), 403);
      refused(
        await call('sunrise', 'PATCH', 'renovation-theme-base/edit', { id: base.id, name: 'X' }),
        404,
      );
      for (const who of ['sunrise', 'harbour'] as const)
        expect(
          (await entities('renovation-theme-base', { name: 'Ocean' }, who)).map((row) => row.id),
        ).toEqual([base.id]);

      expect((await act('renovation-theme-base/use', { id: base.id })).statusCode).toBe(200);
      const [copy, ...more] = await entities('renovation-theme', { name: 'Ocean' });
      expect(more).toEqual([]);
      expect(copy).toMatchObject({
        primaryColor: '#1E90FF',
        textColor: '#102030',
        tabBarColor: '#A1A1A1',
        isDefault: false,
      });
      expect(await entities('renovation-theme', { name: 'Ocean' }, 'harbour')).toEqual([]);
    });

    it('has the demo’s base themes and public templates for every tenant, usable at once', async () => {
      for (const who of ['sunrise', 'harbour'] as const) {
        const names = (await entities('renovation-theme-base', {}, who)).map((row) => row.name);
        expect(names).toEqual(expect.arrayContaining(['Classic blue', 'Fresh green', 'Warm red']));
      }
      const [green] = await entities('renovation-theme-base', { name: 'Fresh green' }, 'harbour');
      expect(
        (await act('renovation-theme-base/use', { id: green!.id }, 'harbour')).statusCode,
      ).toBe(200);
      expect(await entities('renovation-theme', { name: 'Fresh green' }, 'harbour')).toMatchObject([
        { primaryColor: '#389E0D', priceColor: '#CF1322' },
      ]);

      const templates = await entities('renovation-template-public', {}, 'sunrise');
      expect(templates.map((row) => [row.name, row.pageType])).toEqual(
        expect.arrayContaining([
          ['Shop home', 'home'],
          ['Personal centre', 'personal'],
          ['Campaign page', 'custom'],
        ]),
      );
      const home = templates.find((row) => row.name === 'Shop home')!;
      expect(
        (await act('renovation-template-public/create-page', { id: home.id })).statusCode,
      ).toBe(200);
      const [page] = await entities('renovation-page', { name: 'Shop home' });
      const draft = bodyOf(
        await call('sunrise', 'GET', `renovation-page/${String(page!.id)}/draft`),
      ).data as { document: { components: { type: string }[] } };
      expect(draft.document.components.map((c) => c.type)).toEqual([
        'search-bar',
        'image-slider',
        'notice-board',
        'service-grid',
        'text-title',
        'goods-list',
        'bottom-tab-bar',
      ]);
    });

    it('keeps a tenant’s themes from another tenant', async () => {
      const [mine] = await entities('renovation-theme', { name: 'Sunrise red' });
      expect(await entities('renovation-theme', { name: 'Sunrise red' }, 'harbour')).toEqual([]);
      refused(
        await call('harbour', 'PATCH', 'renovation-theme/edit', { id: mine!.id, name: 'Stolen' }),
        404,
      );
      refused(await call('harbour', 'DELETE', `renovation-theme/remove?id=${mine!.id}`), 404);
      expect((await entities('renovation-theme', { name: 'Sunrise red' }))[0]?.name).toBe(
        'Sunrise red',
      );
    });
  });

  describe('templates', () => {
    it('refuses a document the widget schemas refuse, naming the widget and the field', async () => {
      const badField = await call('sunrise', 'PATCH', 'renovation-template/edit', {
        name: 'Bad field',
        document: documentWith([{ id: 'nav-1', type: 'top-nav-bar', props: longTitleNav() }]),
      });
      const text = refused(badField, 400, 'document');
      expect(text).toContain('top-nav-bar');
      expect(text).toContain('data.title.text');
      const unknown = await call('sunrise', 'PATCH', 'renovation-template/edit', {
        name: 'Unknown widget',
        document: documentWith([{ id: 'w-1', type: 'magic-carpet', props: {} }]),
      });
      expect(refused(unknown, 400, 'document')).toContain('magic-carpet');
      refused(
        await call('sunrise', 'PATCH', 'renovation-template/edit', {
          name: 'Not JSON',
          document: '{',
        }),
        400,
        'document',
      );
      expect(await entities('renovation-template')).toEqual([]);
    });

    it('makes a page whose draft is the template’s document, listed among the instances', async () => {
      const template = await edit('renovation-template', {
        name: 'Spring home',
        pageType: 'home',
        document: GOOD_DOCUMENT,
      });
      const response = await act('renovation-template/create-page', {
        id: template.id,
        name: 'Spring landing',
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const [instance] = await entities('renovation-template-instance', {
        templateName: 'Spring home',
      });
      expect(instance).toMatchObject({
        source: 1,
        templateId: template.id,
        pageName: 'Spring landing',
      });
      const [page] = await entities('renovation-page', { name: 'Spring landing' });
      expect(page).toMatchObject({ id: instance!.pageId, pageType: 'home', status: 0 });
      const draft = bodyOf(
        await callAs(t, tokens.sunrise, 'GET', `/api/renovation/renovation-page/${page!.id}/draft`),
      ).data as { document: unknown };
      expect(draft.document).toEqual(JSON.parse(String(template.document)));
      expect(
        (draft.document as { components: { id: string }[] }).components.map((c) => c.id),
      ).toEqual(['nav-1', 'img-1']);
      // Another tenant can neither see the template nor make pages from it.
      refused(await act('renovation-template/create-page', { id: template.id }, 'harbour'), 404);
      expect(await entities('renovation-template-instance', {}, 'harbour')).toEqual([]);
    });

    it('makes pages from the platform’s public templates for any tenant', async () => {
      const template = await edit(
        'renovation-template-public',
        { name: 'Platform personal', pageType: 'personal', document: GOOD_DOCUMENT },
        'admin',
      );
      expect(
        (await act('renovation-template-public/create-page', { id: template.id }, 'harbour'))
          .statusCode,
      ).toBe(200);
      const [page] = await entities('renovation-page', { name: 'Platform personal' }, 'harbour');
      expect(page).toMatchObject({ pageType: 'personal' });
      expect(await entities('renovation-page', { name: 'Platform personal' })).toEqual([]);
    });
  });

  describe('widget catalogue, presets and layouts', () => {
    it('syncs the catalogue from the library, each type once per organisation', async () => {
      const first = await edit('renovation-module', { widgetType: 'video', enable: 0 });
      expect(first).toMatchObject({ widgetGroup: 'basic', enable: 0 });
      refused(
        await call('sunrise', 'PATCH', 'renovation-module/edit', { widgetType: 'video' }),
        400,
        'widgetType',
      );
      const added = bodyOf(await act('renovation-module/sync', { id: first.id })).data as Row[];
      expect(added).toHaveLength(WIDGET_TYPE_KEYS.length - 1);
      expect(added.find((row) => row.widgetType === 'top-nav-bar')).toMatchObject({
        widgetGroup: 'navigation',
        enable: 1,
      });
      expect((await entities('renovation-module', { widgetType: 'video' }))[0]?.enable).toBe(0);
      expect(await entities('renovation-module', {}, 'harbour')).toEqual([]);
    });

    it('checks a preset’s props and a layout’s layers with their widgets’ schemas', async () => {
      const bad = await call('sunrise', 'PATCH', 'renovation-module-ext/edit', {
        name: 'Long title',
        widgetType: 'top-nav-bar',
        props: JSON.stringify(longTitleNav()),
      });
      expect(refused(bad, 400, 'props')).toContain('data.title.text');
      const preset = await edit('renovation-module-ext', {
        name: 'Plain nav',
        widgetType: 'top-nav-bar',
        props: JSON.stringify(widgetDefaults('top-nav-bar')),
      });
      expect(JSON.parse(String(preset.props))).toEqual(widgetDefaults('top-nav-bar'));

      const badLayer = await call('sunrise', 'PATCH', 'renovation-layout/edit', {
        name: 'Shop layout',
        bottomTabBar: JSON.stringify(longTitleNav()),
      });
      refused(badLayer, 400, 'bottomTabBar');
      const layout = await edit('renovation-layout', {
        name: 'Shop layout',
        topNavBar: JSON.stringify(widgetDefaults('top-nav-bar')),
        bottomTabBar: JSON.stringify(widgetDefaults('bottom-tab-bar')),
        isDefault: true,
      });
      expect(layout).toMatchObject({ floatingMenu: null, adPopup: null, isDefault: true });
      refused(
        await call('sunrise', 'PATCH', 'renovation-layout/edit', { name: 'Two', isDefault: true }),
        400,
        'isDefault',
      );
    });
  });

  describe('fitment channels', () => {
    it('checks each channel’s own texts and references, one row per tenant and store', async () => {
      refused(
        await call('sunrise', 'PATCH', 'fitment-h5/edit', { name: 'Shop', domain: 'not a url' }),
        400,
        'domain',
      );
      refused(
        await call('sunrise', 'PATCH', 'fitment-phone/edit', { name: 'Shop', hotline: 'call us' }),
        400,
        'hotline',
      );
      refused(
        await call('sunrise', 'PATCH', 'fitment-miniprogram/edit', { name: 'Shop', appId: 'abc' }),
        400,
        'appId',
      );
      const [harbourTheme] = await entities('renovation-theme', { isDefault: 1 }, 'harbour');
      refused(
        await call('sunrise', 'PATCH', 'fitment-theme/edit', {
          name: 'Shop',
          renovationThemeId: harbourTheme!.id,
        }),
        400,
        'renovationThemeId',
      );
      const [theme] = await entities('renovation-theme', { isDefault: 1 });
      const [page] = await entities('renovation-page', { name: 'Spring landing' });
      const h5 = await edit('fitment-h5', {
        name: 'Sunrise mobile',
        domain: 'https://m.sunrise.example.com',
        renovationThemeId: theme!.id,
        entryPageId: page!.id,
      });
      expect(h5).toMatchObject({
        primaryColor: '#409EFF',
        renovationThemeName: 'Default two',
        entryPageName: 'Spring landing',
        enable: 1,
      });
      refused(
        await call('sunrise', 'PATCH', 'fitment-h5/edit', { name: 'Second' }),
        400,
        'storeId',
      );
      await edit('fitment-h5', { name: 'Harbour mobile' }, 'harbour');
      expect((await entities('fitment-h5', {}, 'harbour')).map((row) => row.name)).toEqual([
        'Harbour mobile',
      ]);
      const ios = await edit('fitment-ios', {
        name: 'Sunrise app',
        bundleId: 'com.sunrise.shop',
        appStoreUrl: 'https://apps.apple.com/app/id123',
      });
      expect(ios.bundleId).toBe('com.sunrise.shop');
    });

    it('keeps a mini-program’s AppSecret sealed, answers it masked, and keeps it when the mask comes back', async () => {
      const sealedOf = async (id: number) =>
        (
          await t.app.db
            .withoutPlugins()
            .selectFrom('fitment_miniprogram_secret' as never)
            .select('sealed' as never)
            .where('fitment_miniprogram_id' as never, '=', id as never)
            .executeTakeFirst()
        )?.['sealed' as never] as string | undefined;
      const settings = {
        name: 'Sunrise mini',
        appId: 'wx0123456789abcdef',
        appSecret: 'plain-secret-42',
      };
      const created = await edit('fitment-miniprogram', settings);
      expect(created.appSecret).toBe(SECRET_MASK);
      expect(JSON.stringify(await entities('fitment-miniprogram'))).not.toContain('plain-secret');
      const sealed = await sealedOf(created.id);
      expect(sealed).toMatch(/^v1\./);
      expect(sealed).not.toContain('plain-secret');

      await edit('fitment-miniprogram', { ...settings, id: created.id, appSecret: SECRET_MASK });
      expect(await sealedOf(created.id)).toBe(sealed);
      const cleared = await edit('fitment-miniprogram', {
        ...settings,
        id: created.id,
        appSecret: '',
      });
      expect(cleared.appSecret).toBeNull();
      expect(await sealedOf(created.id)).toBeUndefined();
    });
  });
});
