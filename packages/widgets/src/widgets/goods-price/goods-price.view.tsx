import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { DataGate, formatPrice, PriceLine } from '../goods-info/goods-detail';
import { GOODS_PRICE, goodsPriceDefaults } from './goods-price.defaults';
import type { GoodsPriceProps } from './goods-price.schema';

/** ￥128.00, or ￥128.00-228.00 when the skus differ in price. */
export const priceText = (price: number, skus: readonly { price: number }[]): string => {
  if (skus.length === 0) return formatPrice(price);
  const prices = skus.map((sku) => sku.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatPrice(low) : `${formatPrice(low)}-${high.toFixed(2)}`;
};

export const GoodsPriceView = ({ style, params, data }: WidgetViewProps<GoodsPriceProps>) => {
  const t = useWidgetText();
  const coupons = params.showCoupons ? data.couponVOS.filter((coupon) => coupon.solgan) : [];
  return (
    <DataGate loading={data.loading}>
      <WidgetBlock itemStyle={style}>
        <PriceLine
          price={priceText(data.price, data.skus)}
          suggestedRetailPrice={data.suggestedRetailPrice}
          showSuggestedRetailPrice={params.showSuggestedRetailPrice}
          isUserGrade={data.isUserGrade}
        />
        {coupons.length > 0 && (
          <ul
            aria-label={t('goodsPrice.coupons')}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 6,
              margin: '8px 0 0',
              padding: 0,
              listStyle: 'none',
            }}
          >
            {coupons.map((coupon, index) => (
              <li
                key={index}
                style={{
                  fontSize: 11,
                  padding: '1px 6px',
                  border: '1px solid var(--widget-theme)',
                  borderRadius: 3,
                  color: 'var(--widget-theme)',
                }}
              >
                {coupon.solgan}
              </li>
            ))}
          </ul>
        )}
      </WidgetBlock>
    </DataGate>
  );
};

export const goodsPriceView = defineWidgetView({
  type: GOODS_PRICE,
  view: GoodsPriceView,
  defaults: goodsPriceDefaults,
});
