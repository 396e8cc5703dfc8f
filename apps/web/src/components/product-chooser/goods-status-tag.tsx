import { goodsStatusText, isOnSale } from '@retail/contract';
import { CellTag } from '../list/row-cells';
import { useLocale } from '../../lib/i18n';

/** Goods status (console.md §4): 32 shows 出售中, any other value 下架. */
export const GoodsStatusTag = ({ status }: { status: number }) => (
  <CellTag colour={isOnSale(status) ? 'green' : 'default'} data-testid="goods-status">
    {goodsStatusText(status, useLocale())}
  </CellTag>
);
