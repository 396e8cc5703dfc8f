import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  ASSET_LINKS,
  ASSET_LOGGED_OUT_VALUE,
  ASSET_SUMMARY,
  assetSummaryDefaults,
} from './asset-summary.defaults';
import type { AssetSummaryProps } from './asset-summary.schema';
import { MUTED_TEXT } from '../../core/colours';

const CELLS = ['balance', 'score', 'coupon'] as const;
const LABELS = {
  balance: 'assetSummary.balance',
  score: 'assetSummary.score',
  coupon: 'assetSummary.coupon',
} as const;

/**
 * §4: balance, points and coupons, each -- until the shopper logs in; the balance opens the
 * wallet, the coupons the shopper's coupons (the declared my-coupon link, DECLARED_PATHS).
 */
export const AssetSummaryView = ({ style, data }: WidgetViewProps<AssetSummaryProps>) => {
  const t = useWidgetText();
  const { loggedIn } = useRenderContext();
  const value = (cell: (typeof CELLS)[number]) => {
    if (!loggedIn) return ASSET_LOGGED_OUT_VALUE;
    return cell === 'balance' ? data.balance.toFixed(2) : String(data[cell]);
  };
  return (
    <WidgetBlock itemStyle={style} css={{ display: 'flex' }}>
      {CELLS.map((cell) => (
        <WidgetLink
          key={cell}
          link={ASSET_LINKS[cell]}
          style={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 4,
          }}
        >
          <strong data-asset={cell} style={{ fontSize: 17, color: '#222' }}>
            {value(cell)}
          </strong>
          <span style={{ fontSize: 12, color: MUTED_TEXT }}>{t(LABELS[cell])}</span>
        </WidgetLink>
      ))}
    </WidgetBlock>
  );
};

export const assetSummaryView = defineWidgetView({
  type: ASSET_SUMMARY,
  view: AssetSummaryView,
  defaults: assetSummaryDefaults,
});
