import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { VIDEO, videoDefaults } from './video.defaults';

export const videoEditor = defineWidgetEditor({
  type: VIDEO,
  label: 'widget.video',
  group: 'basic',
  defaults: videoDefaults,
  fields: [
    ...commonFields,
    { path: 'data.videoUrl', control: 'video', label: 'video.videoUrl' },
    { path: 'data.poster', control: 'image', label: 'video.poster' },
    {
      path: 'params.autoplay',
      control: 'radio',
      label: 'video.autoplay',
      options: [
        { value: 1, label: 'video.autoplayOn' },
        { value: 0, label: 'video.autoplayOff' },
      ],
    },
  ],
});
