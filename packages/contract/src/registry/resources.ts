import type { Locale, Translations } from '../i18n/locale';
import { logisticsResource } from '../logistics/logistics.resource';
import { brandResource } from '../ministore/brand.resource';
import { goodsTagResource } from '../ministore/goods-tag.resource';
import { storeAreaResource } from '../ministore/store-area.resource';
import { goodsTypeBoardResource } from '../ministore/goods-type-board.resource';
import { goodsTypeBrandResource } from '../ministore/goods-type-brand.resource';
import type { Resource } from './define-resource';

/**
 * The resource registry: every resource declared with `defineResource`, by key. Adding one here
 * is what makes its routes, screen, menu node, titles and test cases exist.
 */
export const resources = {
  brand: brandResource,
  goodsTypeBoard: goodsTypeBoardResource,
  goodsTypeBrand: goodsTypeBrandResource,
  goodsTag: goodsTagResource,
  storeArea: storeAreaResource,
  logistics: logisticsResource,
} as const;

export type ResourceKey = keyof typeof resources;

export const resourceList = (): readonly Resource[] => Object.values(resources) as Resource[];

/** The endpoint groups of the registry, spread into the endpoint table. */
export const resourceEndpointGroups = Object.fromEntries(
  Object.entries(resources).map(([key, resource]) => [key, resource.endpoints]),
) as { [K in ResourceKey]: (typeof resources)[K]['endpoints'] };

/**
 * Sidebar directories that only registry screens fill (the others are in the authority seed).
 * `name` is the route key of its title.
 */
export const MENU_DIRECTORIES = [
  {
    code: 'LOGISTICS_MANAGE',
    name: 'logisticsManage',
    url: '/logistics-manage',
    icon: 'guide',
    title: { zh: '物流管理', en: 'Logistics', es: 'Logística' },
  },
] as const satisfies readonly {
  code: string;
  name: string;
  url: string;
  icon: string;
  title: Translations;
}[];

const byBase = new Map(
  resourceList().map((resource) => [
    resource.endpoints.list.path.replace(/\/list$/, '/'),
    resource,
  ]),
);

/** The resource whose endpoint this path is, if any. */
export const resourceOfPath = (path: string): Resource | undefined => {
  const base = path.slice(0, path.lastIndexOf('/') + 1);
  return byBase.get(base);
};

/** A field's label as the resource of this endpoint names it (errors name the field so). */
export const resourceFieldLabel = (
  path: string | undefined,
  field: string,
  locale: Locale,
): string | undefined =>
  path === undefined
    ? undefined
    : (resourceOfPath(path)?.labels[locale].fields as Record<string, string> | undefined)?.[field];
