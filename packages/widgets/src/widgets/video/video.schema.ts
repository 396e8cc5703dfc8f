import { defineWidgetSchema } from '../../core/schema-manifest';
import { VIDEO, videoDefaults } from './video.defaults';
import { videoProps } from './video.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { videoProps, type VideoProps } from './video.props';

export const videoSchema = defineWidgetSchema({
  type: VIDEO,
  props: videoProps,
  defaults: videoDefaults,
});
