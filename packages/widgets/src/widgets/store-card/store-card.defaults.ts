import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { StoreCardProps } from './store-card.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { STORE_MAX_STAR } from './store-card.constants';

export const STORE_CARD = 'store-card';

export const storeCardDefaults: StoreCardProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(12, 12, 12, 12) }),
  params: {
    ...defaultCommonParams,
    showStore: true,
    showStoreCollect: true,
    showStoreShare: true,
    showTools: true,
  },
  data: {
    loading: false,
    id: 1,
    tenantId: 1,
    logo: sampleImage('店', 0, 96, 96),
    storeName: '鲜果优选旗舰店',
    star: 4.8,
    avgSendTime: 30,
    mobile: '0755-88886666',
    address: '深圳市南山区科技园南路 88 号',
  },
};
