import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { VideoProps } from './video.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { VIDEO_AUTOPLAY_VALUES } from './video.constants';

export const VIDEO = 'video';
export const VIDEO_AUTOPLAY_ON = 1;
export const VIDEO_HEIGHT = 200;

export const videoDefaults: VideoProps = {
  style: defaultStyle({ height: VIDEO_HEIGHT, background: '#000000' }),
  params: { ...defaultCommonParams, autoplay: 0 },
  // No sample video: a file that may not exist would show a broken player; the poster stands in.
  data: { videoUrl: '', poster: sampleImage('Video', 4, 750, 400) },
};
