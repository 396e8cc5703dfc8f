import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { BRAND_LIST, brandListDefaults } from './brand-list.defaults';
import type { BrandListProps } from './brand-list.schema';
import { LogoGrid } from './logo-grid';

/** Brand logos; names under them only with showName. */
export const BrandListView = ({ style, params, data }: WidgetViewProps<BrandListProps>) => {
  const t = useWidgetText();
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <LogoGrid
        label={t('brandList.label')}
        showName={params.showName}
        tiles={data.items.map((item) => ({
          name: item.brandName,
          icon: item.brandIcon,
          link: { kind: 'inert', declared: 'brand' },
        }))}
      />
    </WidgetBlock>
  );
};

export const brandListView = defineWidgetView({
  type: BRAND_LIST,
  view: BrandListView,
  defaults: brandListDefaults,
});
