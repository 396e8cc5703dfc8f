import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { LinkDescriptor } from '../../core/link';
import type { AssetSummaryProps } from './asset-summary.props';

export const ASSET_SUMMARY = 'asset-summary';

/** §4: what each value shows while the shopper is not logged in. */
export const ASSET_LOGGED_OUT_VALUE = '--';

/**
 * §2: the balance opens the wallet; points and my-coupon targets are declared without behaviour
 * (the storefront leads my-coupon to the shopper's coupons: link.ts DECLARED_PATHS).
 */
export const ASSET_LINKS = {
  balance: { kind: 'wallet' },
  score: { kind: 'inert', declared: 'points' },
  coupon: { kind: 'inert', declared: 'myCoupon' },
} as const satisfies Record<string, LinkDescriptor>;

export const assetSummaryDefaults: AssetSummaryProps = {
  style: defaultStyle({
    background: '#ffffff',
    margins: spacing(10, 0, 0, 0),
    paddings: spacing(12, 0, 12, 0),
    radiusTop: 8,
    radiusBottom: 8,
  }),
  params: { ...defaultCommonParams },
  data: { balance: 128.5, score: 360, coupon: 3 },
};
