import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { DIVIDER_LINE, dividerLineDefaults } from './divider-line.defaults';
import type { DividerLineProps } from './divider-line.schema';

export const DividerLineView = ({ style, params }: WidgetViewProps<DividerLineProps>) => (
  <WidgetBlock itemStyle={style}>
    <hr
      style={{
        margin: 0,
        border: 0,
        borderTop: `${params.thickness}px ${params.lineStyle} ${params.color || '#e5e5e5'}`,
      }}
    />
  </WidgetBlock>
);

export const dividerLineView = defineWidgetView({
  type: DIVIDER_LINE,
  view: DividerLineView,
  defaults: dividerLineDefaults,
});
