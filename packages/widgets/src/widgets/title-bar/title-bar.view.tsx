import type { TitleBarParams } from '../../core/common.schema';
import { WidgetBlock } from '../../core/block';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import { TITLE_BAR, titleBarDefaults } from './title-bar.defaults';
import type { TitleBarProps } from './title-bar.schema';
import { MUTED_TEXT } from '../../core/colours';

/**
 * The title row of a block (§3 shared title params). Blocks that carry a title embed this with
 * their `params.title`; nothing renders unless `show`.
 */
export const TitleBar = ({ params }: { params: TitleBarParams }) => {
  const t = useWidgetText();
  if (!params.show) return null;
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 24, padding: '8px 10px' }}
    >
      {params.imageShow && params.image && (
        <img src={params.image} alt="" width={20} height={20} style={{ objectFit: 'contain' }} />
      )}
      {params.titleShow && (
        <h3 style={{ margin: 0, fontSize: 15, fontWeight: 600 }}>{params.text}</h3>
      )}
      {params.showSolgan && params.solgan && (
        <span
          style={{
            fontSize: 12,
            color: MUTED_TEXT,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {params.solgan}
        </span>
      )}
      {params.showMore && (
        <WidgetLink
          link={params.more.fullLink}
          style={{
            marginLeft: 'auto',
            display: 'inline-flex',
            alignItems: 'center',
            fontSize: 12,
            color: MUTED_TEXT,
          }}
        >
          {params.more.text || t('common.more')}
          <Icon name="more" size={12} />
        </WidgetLink>
      )}
    </div>
  );
};

export const TitleBarView = ({ style, params }: WidgetViewProps<TitleBarProps>) =>
  params.show ? (
    <WidgetBlock itemStyle={style}>
      <TitleBar params={params} />
    </WidgetBlock>
  ) : null;

export const titleBarView = defineWidgetView({
  type: TITLE_BAR,
  view: TitleBarView,
  defaults: titleBarDefaults,
});
