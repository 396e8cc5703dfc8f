import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { LogoGrid } from '../brand-list/logo-grid';
import { STORE_LIST, storeListDefaults } from './store-list.defaults';
import type { StoreListProps } from './store-list.schema';

/** Store logos with their names. */
export const StoreListView = ({ style, data }: WidgetViewProps<StoreListProps>) => {
  const t = useWidgetText();
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <LogoGrid
        label={t('storeList.label')}
        showName
        tiles={data.items.map((item) => ({
          name: item.storeName,
          icon: item.storeIcon,
          link: { kind: 'inert', declared: 'store' },
        }))}
      />
    </WidgetBlock>
  );
};

export const storeListView = defineWidgetView({
  type: STORE_LIST,
  view: StoreListView,
  defaults: storeListDefaults,
});
