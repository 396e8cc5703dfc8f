import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { SAMPLE_BRANDS } from '../brand-list/brand-list.defaults';
import type { StoreListProps } from './store-list.props';

export const STORE_LIST = 'store-list';

export const storeListDefaults: StoreListProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 10, 10, 10) }),
  params: { ...defaultCommonParams },
  // §3: the default store list is the sample brand list (brandName, brandIcon, fullLink).
  data: {
    items: SAMPLE_BRANDS.map((brand) => ({
      storeName: brand.brandName,
      storeIcon: brand.brandIcon,
      fullLink: { kind: 'inert', declared: 'store', target: `store/${brand.brandId}` },
    })),
  },
};
