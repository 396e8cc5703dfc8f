import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { VIDEO, VIDEO_AUTOPLAY_ON, videoDefaults } from './video.defaults';
import type { VideoProps } from './video.schema';

/** §3: plays videoUrl over its poster; autoplay 1 starts it muted (browsers block sound on autoplay). */
export const VideoView = ({ style, params, data }: WidgetViewProps<VideoProps>) => {
  const t = useWidgetText();
  const autoplay = params.autoplay === VIDEO_AUTOPLAY_ON;
  if (!data.videoUrl && !data.poster) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <video
        src={data.videoUrl || undefined}
        poster={data.poster || undefined}
        autoPlay={autoplay}
        muted={autoplay}
        playsInline
        controls
        preload={autoplay ? 'auto' : 'metadata'}
        aria-label={t('video.label')}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </WidgetBlock>
  );
};

export const videoView = defineWidgetView({
  type: VIDEO,
  view: VideoView,
  defaults: videoDefaults,
});
