import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { StoreCardProps } from './store-card.schema';

export const STORE_CARD = 'store-card';

/** Stars of a full rating. */
export const STORE_MAX_STAR = 5;

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
