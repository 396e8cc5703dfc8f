import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import { SINGLE_IMAGE, singleImageDefaults } from './single-image.defaults';
import type { SingleImageProps } from './single-image.schema';

export const SingleImageView = ({ style, data }: WidgetViewProps<SingleImageProps>) => {
  const t = useWidgetText();
  if (!data.imgUrl) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <WidgetLink link={data.fullLink} style={{ display: 'block', height: '100%' }}>
        <img
          src={data.imgUrl}
          alt={t('common.image')}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </WidgetLink>
    </WidgetBlock>
  );
};

export const singleImageView = defineWidgetView({
  type: SINGLE_IMAGE,
  view: SingleImageView,
  defaults: singleImageDefaults,
});
