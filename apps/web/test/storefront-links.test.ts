import { describe, expect, it } from 'vitest';
import { resolveLink, type LinkDescriptor } from '@retail/widgets/render';
import {
  LINK_CHOICES,
  linkOf,
  STOREFRONT_TARGETS,
} from '../src/features/renovation/editor/link-model';
import { LAYER_TYPES } from '../src/features/renovation/editor/editor-state';
import { canvasOrder, OVER_LAYERS, TOP_LAYERS } from '../src/storefront/storefront-page';
import { PICKER_PATHS, routeOf, storefrontHref } from '../src/storefront/storefront-routes';

// The storefront shows what the builder made: every link its picker can write leads somewhere
// (a page, or a "not available yet" page naming the target; never the not-found page), and the
// page-level layers are the canvas's.
describe('the builder’s pages in the storefront', () => {
  it('draws the canvas’s page-level layers as the canvas does: the top bar first, the others last', () => {
    expect([...TOP_LAYERS, ...OVER_LAYERS].sort()).toEqual([...LAYER_TYPES].sort());
    const types = (list: { type: string }[]) => list.map((c) => c.type);
    expect(
      types(
        canvasOrder([
          { type: 'ad-popup' },
          { type: 'goods-list' },
          { type: 'top-nav-bar' },
          { type: 'bottom-tab-bar' },
          { type: 'single-image' },
        ]),
      ),
    ).toEqual(['top-nav-bar', 'goods-list', 'single-image', 'ad-popup', 'bottom-tab-bar']);
  });

  it('uses the paths the link picker writes', () => {
    expect(PICKER_PATHS).toEqual(STOREFRONT_TARGETS);
  });

  it('routes every choice of the link picker', () => {
    const routes = LINK_CHOICES.filter((choice) => choice !== 'none' && choice !== 'url').map(
      (choice) => {
        const link = linkOf({ choice, id: 42, text: 'all' });
        expect(link, choice).not.toBeNull();
        const { href, external } = storefrontHref(resolveLink(link as LinkDescriptor)!, 3);
        expect(external, choice).toBe(false);
        const url = new URL(href, 'http://shop.test');
        return [choice, routeOf(url.pathname, url.search)] as const;
      },
    );
    for (const [choice, route] of routes) expect(route.kind, choice).not.toBe('notFound');
    expect(Object.fromEntries(routes).page).toEqual({ kind: 'page', tenantId: 3, pageId: 42 });
    expect(Object.fromEntries(routes).category).toEqual({
      kind: 'unavailable',
      tenantId: 3,
      target: 'category',
    });
  });
});
