import { type ResourceKey, resourceList } from '@retail/contract';

/**
 * What the router needs of the resource registry, derived from the declarations: each screen's
 * path. The router table (`features/registry/registry.screens.ts`, the features' own screens of
 * registry resources) reads this, never the declarations, which load with the screens' lazy
 * chunks. The screens' titles are in `route-titles/` (one module per language).
 *
 * Evaluated at build time (`build-time-data.ts`, vite.config.ts): the build ships these values as
 * literals, without the contract's declarations, so export plain data only. In the dev server,
 * the unit tests and the type checker it is this module as written. Menus (places, icons) and
 * authority codes come from the server's authority tree, so the shell needs neither from here.
 */

export type RegistryScreen = { screenPath: string };

/** Every registry resource by key, in the registry's order. */
export const REGISTRY_SCREENS = Object.fromEntries(
  resourceList().map((resource) => [resource.key, { screenPath: resource.screenPath }]),
) as Record<ResourceKey, RegistryScreen>;
