import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { BrandListProps } from './brand-list.props';

export const BRAND_LIST = 'brand-list';

/** Sample brands; the store list's default data uses the same shape (§3). */
export const SAMPLE_BRANDS = ['山野', '晨露', '禾田', '海蓝'].map((brandName, i) => ({
  brandId: i + 1,
  brandName,
  // §2: brand links are declared without behaviour: kept as data, never followed.
  fullLink: { kind: 'inert' as const, declared: 'brand' as const, target: `brand/${i + 1}` },
  brandIcon: sampleImage(brandName.slice(0, 1), i + 2, 112, 112),
}));

export const brandListDefaults: BrandListProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 10, 10, 10) }),
  params: { ...defaultCommonParams, showName: true },
  data: { items: SAMPLE_BRANDS },
};
