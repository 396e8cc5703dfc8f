import { useEffect, useRef, useState } from 'react';
import { WidgetBlock } from '../../core/block';
import { clampLines } from '../../core/item-card';
import { Price } from '../../core/price';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import { TitleBar } from '../title-bar/title-bar.view';
import {
  PRODUCT_SELECTION_STRIP,
  productSelectionStripDefaults,
} from './product-selection-strip.defaults';
import type { ProductSelectionStripProps } from './product-selection-strip.schema';

// A pixel of slack: browsers report fractional scroll positions.
const atEnd = (strip: HTMLElement) => strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1;

/**
 * How far the strip is scrolled (0 to 1). §4: once the shopper reaches the end the listener is
 * removed (nothing more to track); leaving the page removes it too.
 */
const useStripProgress = (count: number) => {
  const ref = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return undefined;
    const onScroll = () => {
      const range = strip.scrollWidth - strip.clientWidth;
      if (atEnd(strip)) {
        setProgress(1);
        strip.removeEventListener('scroll', onScroll);
      } else setProgress(range > 0 ? strip.scrollLeft / range : 0);
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => strip.removeEventListener('scroll', onScroll);
  }, [count]);
  return { ref, progress };
};

/** A sideways strip of selected goods; names and prices behind goodsNameShow and priceShow. */
export const ProductSelectionStripView = ({
  style,
  params,
  data,
}: WidgetViewProps<ProductSelectionStripProps>) => {
  const t = useWidgetText();
  const { ref, progress } = useStripProgress(data.items.length);
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <TitleBar params={params.title} />
      <ul
        ref={ref}
        aria-label={t('productSelectionStrip.label')}
        style={{
          display: 'flex',
          gap: 8,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
        }}
      >
        {data.items.map((item, index) => (
          <li key={index} style={{ flex: `0 0 ${params.imageWidth}px` }}>
            <WidgetLink
              link={item.fullLink}
              style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 12 }}
            >
              <img
                src={item.goodsImg}
                alt={params.goodsNameShow ? '' : item.goodsName}
                width={params.imageWidth}
                height={params.imageHeight}
                style={{ display: 'block', objectFit: 'cover', borderRadius: params.imageRadius }}
              />
              {params.goodsNameShow && (
                <span style={{ ...clampLines(1), color: '#333' }}>{item.goodsName}</span>
              )}
              {params.priceShow && <Price value={item.price} size={13} />}
            </WidgetLink>
          </li>
        ))}
      </ul>
      <div
        aria-hidden="true"
        style={{
          width: 40,
          height: 3,
          margin: '8px auto 0',
          borderRadius: 2,
          background: '#eee',
          overflow: 'hidden',
        }}
      >
        <div
          data-progress={progress}
          style={{
            width: '50%',
            height: '100%',
            borderRadius: 2,
            background: 'var(--widget-theme)',
            transform: `translateX(${progress * 100}%)`,
          }}
        />
      </div>
    </WidgetBlock>
  );
};

export const productSelectionStripView = defineWidgetView({
  type: PRODUCT_SELECTION_STRIP,
  view: ProductSelectionStripView,
  defaults: productSelectionStripDefaults,
});
