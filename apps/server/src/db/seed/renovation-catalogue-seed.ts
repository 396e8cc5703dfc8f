import { localizedDefaults, PAGE_SCHEMA_VERSION } from '@retail/widgets/schemas';
import type { ResourceServices } from '../../resources/resource-services';
import type { Db } from '../database';
import { seedScopeOf } from './seed-helpers';

// The platform's storefront catalogue in the demo data (SEED=demo): base themes and public page
// templates that every tenant sees on its base-theme and public-template screens and can copy
// ("use this theme", "create page"). Made by the platform administrator through the resource
// services, with their checks (the template documents go through the widgets' page schema).
// Once per database.

const PLATFORM_ADMIN = 'admin';

/** Colours chosen so that text, prices and the tab bar read at 4.5:1 or more on their background. */
const BASE_THEMES = [
  {
    name: 'Classic blue',
    primaryColor: '#409EFF',
    secondaryColor: '#1D4ED8',
    textColor: '#333333',
    backgroundColor: '#F5F5F5',
    priceColor: '#CF1322',
    tabBarColor: '#595959',
    tabBarActiveColor: '#0958D9',
    sort: 1,
  },
  {
    name: 'Fresh green',
    primaryColor: '#389E0D',
    secondaryColor: '#135200',
    textColor: '#262626',
    backgroundColor: '#F6FFED',
    priceColor: '#CF1322',
    tabBarColor: '#595959',
    tabBarActiveColor: '#237804',
    sort: 2,
  },
  {
    name: 'Warm red',
    primaryColor: '#CF1322',
    secondaryColor: '#D46B08',
    textColor: '#262626',
    backgroundColor: '#FFF7F0',
    priceColor: '#A8071A',
    tabBarColor: '#595959',
    tabBarActiveColor: '#A8071A',
    sort: 3,
  },
] as const;

/** A page document of these widget types, each with its declared defaults in English. */
const documentOf = (title: string, types: readonly string[]): string =>
  JSON.stringify({
    schemaVersion: PAGE_SCHEMA_VERSION,
    page: { title, background: '#f5f5f5' },
    components: types.map((type, index) => {
      // The platform's demo templates in English (the widgets' sample content translated).
      const props = localizedDefaults(type, 'en');
      if (!props) throw new Error(`A demo template names an unknown widget: ${type}`);
      return { id: `t${index + 1}`, type, hidden: false, props };
    }),
  });

const PUBLIC_TEMPLATES = [
  {
    name: 'Shop home',
    pageType: 'home',
    document: documentOf('Home', [
      'search-bar',
      'image-slider',
      'notice-board',
      'service-grid',
      'text-title',
      'goods-list',
      'bottom-tab-bar',
    ]),
    remark: 'Search, banner, notice, shortcuts and a goods list, with a tab bar',
    sort: 1,
  },
  {
    name: 'Personal centre',
    pageType: 'personal',
    document: documentOf('Me', [
      'user-header-card',
      'asset-summary',
      'order-shortcut-bar',
      'service-grid',
      'logout-button',
      'bottom-tab-bar',
    ]),
    remark: 'Profile, assets, order shortcuts and services',
    sort: 2,
  },
  {
    name: 'Campaign page',
    pageType: 'custom',
    document: documentOf('Campaign', [
      'single-image',
      'text-title',
      'coupon-block',
      'hot-goods-block',
      'blank-spacer',
    ]),
    remark: 'A banner, coupons and featured goods',
    sort: 3,
  },
] as const;

export const seedDemoRenovationCatalogue = async (
  db: Db,
  { services }: ResourceServices,
  nowMs: number,
): Promise<void> => {
  const scope = await seedScopeOf(db, PLATFORM_ADMIN, nowMs);
  if (!scope) return;
  const themes = services.renovationThemeBase;
  const templates = services.renovationTemplatePublic;
  if ((await themes.all(scope, {} as never)).length > 0) return;
  for (const theme of BASE_THEMES) await themes.edit(scope, theme as never);
  for (const template of PUBLIC_TEMPLATES) await templates.edit(scope, template as never);
};
