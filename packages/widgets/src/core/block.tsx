import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import type { ItemStyle } from './common.schema';
import { readableTheme } from './colours';

// A CSS url() that cannot break out of its quotes.
export const cssUrl = (url: string): string =>
  `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;

/** The common block style (itemStyle) as inline CSS. The theme is exposed as --widget-theme. */
export const blockStyle = (style: ItemStyle): CSSProperties => {
  const { margins: m, paddings: p } = style;
  return {
    boxSizing: 'border-box',
    position: 'relative',
    overflow: 'hidden',
    width: `${style.width}%`,
    height: style.height > 0 ? style.height : undefined,
    margin: `${m.top}px ${m.right}px ${m.bottom}px ${m.left}px`,
    padding: `${p.top}px ${p.right}px ${p.bottom}px ${p.left}px`,
    backgroundColor: style.background || undefined,
    backgroundImage: style.backgroundImage ? cssUrl(style.backgroundImage) : undefined,
    backgroundSize: style.backgroundImage ? 'cover' : undefined,
    borderRadius: `${style.radiusTop}px ${style.radiusTop}px ${style.radiusBottom}px ${style.radiusBottom}px`,
    ['--widget-theme' as string]: readableTheme(style.theme),
  };
};

export type WidgetBlockProps = Omit<ComponentPropsWithoutRef<'div'>, 'style'> & {
  itemStyle: ItemStyle;
  /** Extra CSS of the widget, applied over the common block style. */
  css?: CSSProperties;
};

/** The root box of a widget: applies the common style; views put their content inside. */
export const WidgetBlock = ({ itemStyle, css, ...rest }: WidgetBlockProps) => (
  <div {...rest} style={{ ...blockStyle(itemStyle), ...css }} />
);
