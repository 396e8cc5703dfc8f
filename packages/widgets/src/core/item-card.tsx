import type { CSSProperties, ReactNode } from 'react';
import type { GoodsDecoration } from '@retail/contract';
import { PictureDecoration } from './decoration';
import type { LinkDescriptor } from './link';
import { WidgetLink } from './widget-link';

/** At most `lines` lines of text, then an ellipsis. */
export const clampLines = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-all',
});

type ItemListProps = {
  label: string;
  /** Items side by side; in a slide, how many fit the row at once. */
  columns: number;
  /** A horizontal strip that scrolls instead of a wrapping grid. */
  slide?: boolean;
  gap?: number;
  children: ReactNode;
};

/** The list of goods-like items: a grid of `columns`, or a horizontally scrolling strip. */
export const ItemList = ({ label, columns, slide = false, gap = 8, children }: ItemListProps) => (
  <ul
    aria-label={label}
    // A sideways strip scrolls with the arrow keys once focused (WCAG 2.1.1).
    tabIndex={slide ? 0 : undefined}
    style={{
      margin: 0,
      padding: 0,
      listStyle: 'none',
      gap,
      ...(slide
        ? { display: 'flex', overflowX: 'auto', scrollbarWidth: 'none' }
        : { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
      // In a slide, `columns` cards fit with a peek of the next one, so the strip looks scrollable.
      ['--retail-item-width' as string]: `calc((100% - ${gap * columns}px) / ${columns + 0.3})`,
    }}
  >
    {children}
  </ul>
);

type ItemCardProps = {
  link: LinkDescriptor;
  name: string;
  /** The name as text above the rest; when hidden, the picture carries it for screen readers. */
  showName?: boolean;
  nameLines?: number;
  image: string;
  /** Row layout: the picture left (imageSize px square), the text right. */
  row?: boolean;
  /** Inside a slide strip: as wide as a column instead of a grid cell. */
  slide?: boolean;
  imageSize?: number;
  /** A running promotion's frame and badge over the picture. */
  decoration?: GoodsDecoration;
  children?: ReactNode;
};

/** One goods-like item: its picture, then (or beside it) its name and the rest, all one link. */
export const ItemCard = ({
  link,
  name,
  showName = true,
  nameLines = 2,
  image,
  row = false,
  slide = false,
  imageSize = 100,
  decoration,
  children,
}: ItemCardProps) => (
  <li
    style={{
      flex: slide ? '0 0 var(--retail-item-width)' : undefined,
      minWidth: 0,
      background: '#fff',
      borderRadius: 8,
      overflow: 'hidden',
    }}
  >
    <WidgetLink
      link={link}
      style={{
        display: 'flex',
        flexDirection: row ? 'row' : 'column',
        gap: row ? 8 : 0,
        height: '100%',
      }}
    >
      <div style={{ position: 'relative', flex: 'none', lineHeight: 0 }}>
        <img
          src={image}
          alt={showName ? '' : name}
          style={{
            display: 'block',
            flex: 'none',
            objectFit: 'cover',
            ...(row
              ? { width: imageSize, height: imageSize, borderRadius: 4 }
              : { width: '100%', aspectRatio: '1', height: 'auto' }),
          }}
        />
        <PictureDecoration decoration={decoration} />
      </div>
      <div
        style={{
          flex: 1,
          minWidth: 0,
          padding: row ? '2px 0' : 6,
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
          fontSize: 13,
          color: '#333',
        }}
      >
        {showName && (
          <div data-name style={clampLines(nameLines)}>
            {name}
          </div>
        )}
        {children}
      </div>
    </WidgetLink>
  </li>
);

/** The call to action at the end of a promotion card (去砍价, 去拼团...); the card is the link. */
export const ActionPill = ({ text }: { text: string }) => (
  <span
    style={{
      flex: 'none',
      alignSelf: 'flex-end',
      padding: '3px 10px',
      borderRadius: 12,
      fontSize: 12,
      color: '#fff',
      background: 'var(--widget-theme)',
    }}
  >
    {text}
  </span>
);
