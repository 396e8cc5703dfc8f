import { WidgetBlock } from '../../core/block';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import { SEARCH_BAR, SEARCH_LINK, searchBarDefaults } from './search-bar.defaults';
import type { SearchBarProps } from './search-bar.schema';
import { MUTED_TEXT } from '../../core/colours';

const SIDE_IMAGE = { height: 28, maxWidth: 80, objectFit: 'contain', flex: 'none' } as const;

/** §2: a tap anywhere on the bar opens the search page (pages/search/index). */
export const SearchBarView = ({ style, params }: WidgetViewProps<SearchBarProps>) => {
  const t = useWidgetText();
  const placeholder = params.placeholder || t('searchBar.placeholder');
  return (
    <WidgetBlock itemStyle={style}>
      <WidgetLink
        link={SEARCH_LINK}
        label={placeholder}
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        {params.tipImageEnable && params.tipImage && (
          <img src={params.tipImage} alt="" style={SIDE_IMAGE} />
        )}
        <span
          style={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 6,
            height: 32,
            padding: '0 12px',
            borderRadius: 16,
            background: '#f2f3f5',
            color: MUTED_TEXT,
            fontSize: 13,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          <Icon name="search" size={16} />
          {placeholder}
        </span>
        {params.rightImageEnable && params.rightImage && (
          <img src={params.rightImage} alt="" style={SIDE_IMAGE} />
        )}
      </WidgetLink>
    </WidgetBlock>
  );
};

export const searchBarView = defineWidgetView({
  type: SEARCH_BAR,
  view: SearchBarView,
  defaults: searchBarDefaults,
});
