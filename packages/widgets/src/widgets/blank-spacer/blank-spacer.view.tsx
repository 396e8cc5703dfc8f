import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { BLANK_SPACER, blankSpacerDefaults } from './blank-spacer.defaults';
import type { BlankSpacerProps } from './blank-spacer.schema';

export const BlankSpacerView = ({ style }: WidgetViewProps<BlankSpacerProps>) => (
  <WidgetBlock itemStyle={style} aria-hidden="true" />
);

export const blankSpacerView = defineWidgetView({
  type: BLANK_SPACER,
  view: BlankSpacerView,
  defaults: blankSpacerDefaults,
});
