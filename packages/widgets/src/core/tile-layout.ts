import type { CSSProperties } from 'react';
import { WidgetError } from './widget-error';

/** How an icon and its text sit in a tile (tab bar tabs, navigation bar items). */
export const TILE_LAYOUTS = ['vertical', 'horizontal'] as const;
export type TileLayout = (typeof TILE_LAYOUTS)[number];

const TILE_STYLES: Record<TileLayout, CSSProperties> = {
  vertical: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 },
  horizontal: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 4 },
};

/** The style of a tile layout; a name that matches none raises 没有与{layout}匹配的layout (§5). */
export const tileLayoutStyle = (layout: string): CSSProperties => {
  if (!Object.hasOwn(TILE_STYLES, layout))
    throw new WidgetError('common.layoutMismatch', { layout });
  return TILE_STYLES[layout as TileLayout];
};
