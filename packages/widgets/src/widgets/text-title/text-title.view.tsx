import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { TEXT_TITLE, textTitleDefaults } from './text-title.defaults';
import type { TextTitleProps } from './text-title.schema';

export const TextTitleView = ({ style, params, data }: WidgetViewProps<TextTitleProps>) => (
  <WidgetBlock itemStyle={style}>
    <WidgetLink link={data.fullLink} style={{ display: 'block' }}>
      <h2
        style={{
          margin: 0,
          textAlign: params.textAlign,
          fontSize: params.fontSize,
          fontWeight: params.bold ? 600 : 400,
          color: params.color || undefined,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {data.title}
      </h2>
    </WidgetLink>
  </WidgetBlock>
);

export const textTitleView = defineWidgetView({
  type: TEXT_TITLE,
  view: TextTitleView,
  defaults: textTitleDefaults,
});
