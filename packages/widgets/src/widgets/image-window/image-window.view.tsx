import type { CSSProperties } from 'react';
import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetError } from '../../core/widget-error';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  DEFAULT_WINDOW_ROWS_NUM,
  IMAGE_WINDOW,
  imageWindowDefaults,
  WINDOW_GAP,
  WINDOW_LAYOUTS,
} from './image-window.defaults';
import type { ImageWindowProps } from './image-window.schema';

type Cells = { grid: CSSProperties; cell: (index: number) => CSSProperties };

/** The grid of a window layout; a name that matches none raises 没有与{layout}匹配的layout (§5). */
export const windowCells = (layout: string, rowsNum: number, count: number): Cells => {
  if (!(WINDOW_LAYOUTS as readonly string[]).includes(layout))
    throw new WidgetError('common.layoutMismatch', { layout });
  const rest = Math.max(1, count - 1);
  if (layout === 'left-big')
    return {
      grid: { gridTemplateColumns: '1fr 1fr' },
      cell: (i) => (i === 0 ? { gridRow: `1 / span ${rest}` } : { aspectRatio: `${rest} / 1` }),
    };
  if (layout === 'top-big')
    return {
      grid: { gridTemplateColumns: `repeat(${rest}, minmax(0, 1fr))` },
      cell: (i) =>
        i === 0 ? { gridColumn: '1 / -1', aspectRatio: '2 / 1' } : { aspectRatio: '1' },
    };
  return {
    grid: { gridTemplateColumns: `repeat(${rowsNum}, minmax(0, 1fr))` },
    cell: () => ({ aspectRatio: '1' }),
  };
};

export const ImageWindowView = ({ style, params, data }: WidgetViewProps<ImageWindowProps>) => {
  const t = useWidgetText();
  const rowsNum = params.rowsNum > 0 ? params.rowsNum : DEFAULT_WINDOW_ROWS_NUM;
  const { grid, cell } = windowCells(params.layout, rowsNum, data.items.length);
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style} css={{ display: 'grid', gap: WINDOW_GAP, ...grid }}>
      {data.items.map((item, index) => (
        <div key={index} data-window-cell={index} style={{ minWidth: 0, ...cell(index) }}>
          <WidgetLink link={item.link} style={{ display: 'block', height: '100%' }}>
            <img
              src={item.imgUrl}
              alt={t('common.slide', { index: index + 1 })}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </WidgetLink>
        </div>
      ))}
    </WidgetBlock>
  );
};

export const imageWindowView = defineWidgetView({
  type: IMAGE_WINDOW,
  view: ImageWindowView,
  defaults: imageWindowDefaults,
});
