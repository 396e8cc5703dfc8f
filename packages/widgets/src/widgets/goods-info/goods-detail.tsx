// View helpers the goods-detail blocks share (info, name, price, specifications...).
import type { ReactNode } from 'react';
import { CURRENCY } from '../../core/constants';
import { useWidgetText } from '../../i18n/use-widget-text';
import { MUTED_TEXT } from '../../core/colours';

/** ￥12.90 */
export const formatPrice = (amount: number): string => `${CURRENCY}${amount.toFixed(2)}`;

/** §5: the sales count falls back to 1 (a new item never reads "0 sold"). */
export const salesCount = (salesNum: number | undefined): number =>
  salesNum !== undefined && salesNum > 0 ? salesNum : 1;

/** §5: the suggested retail price is shown only if flagged and greater than 0. */
export const showsSuggestedPrice = (flag: boolean, suggestedRetailPrice: number): boolean =>
  flag && suggestedRetailPrice > 0;

/** §4: blocks of the goods detail render only once their data has arrived. */
export const DataGate = ({ loading, children }: { loading: boolean; children: ReactNode }) =>
  loading ? null : children;

type PriceLineProps = {
  price: string;
  suggestedRetailPrice: number;
  showSuggestedRetailPrice: boolean;
  isUserGrade: boolean;
};

/** The big price, the member-price tag and the struck-through suggested retail price. */
export const PriceLine = ({
  price,
  suggestedRetailPrice,
  showSuggestedRetailPrice,
  isUserGrade,
}: PriceLineProps) => {
  const t = useWidgetText();
  return (
    <div style={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 6 }}>
      <span
        data-goods-price
        style={{ color: 'var(--widget-theme)', fontSize: 22, fontWeight: 700 }}
      >
        {price}
      </span>
      {isUserGrade && (
        <span
          data-member-price
          style={{
            fontSize: 11,
            padding: '1px 4px',
            borderRadius: 3,
            color: '#fff',
            background: '#333',
          }}
        >
          {t('goodsDetail.memberPrice')}
        </span>
      )}
      {showsSuggestedPrice(showSuggestedRetailPrice, suggestedRetailPrice) && (
        <s data-suggested-price style={{ fontSize: 12, color: MUTED_TEXT }}>
          {t('goodsDetail.suggestedRetailPrice', { price: formatPrice(suggestedRetailPrice) })}
        </s>
      )}
    </div>
  );
};
