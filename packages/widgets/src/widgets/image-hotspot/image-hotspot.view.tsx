import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { PREVIEW_ZONE, ZonePicture } from '../hot-zone-image/hot-zone-image.view';
import { zoneBox } from '../hot-zone-image/hot-zone-image.zones';
import { IMAGE_HOTSPOT, imageHotspotDefaults } from './image-hotspot.defaults';
import type { ImageHotspotProps } from './image-hotspot.schema';

/**
 * A picture with its hotspots placed in percent of params.image, so they follow the picture
 * at any width. Hotspot links are declared without behaviour (§2): the spots do nothing on a
 * phone; the builder preview outlines and numbers them for the operator.
 */
export const ImageHotspotView = ({ style, params, data }: WidgetViewProps<ImageHotspotProps>) => {
  const t = useWidgetText();
  const { mode } = useRenderContext();
  const { image } = params;
  if (!image.url) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <ZonePicture image={image} alt={t('common.image')}>
        {data.hotspots.map((spot, position) => (
          <span
            key={position}
            data-hotspot={spot.index}
            aria-hidden="true"
            style={{ ...zoneBox(spot, image), ...(mode === 'preview' ? PREVIEW_ZONE : {}) }}
          >
            {mode === 'preview' ? spot.index : null}
          </span>
        ))}
      </ZonePicture>
    </WidgetBlock>
  );
};

export const imageHotspotView = defineWidgetView({
  type: IMAGE_HOTSPOT,
  view: ImageHotspotView,
  defaults: imageHotspotDefaults,
});
