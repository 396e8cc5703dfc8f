import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { AVATAR_IMAGE, AVATAR_MAX_SIZE, avatarImageDefaults } from './avatar-image.defaults';

export const avatarImageEditor = defineWidgetEditor({
  type: AVATAR_IMAGE,
  label: 'widget.avatarImage',
  group: 'user',
  defaults: avatarImageDefaults,
  fields: [
    ...commonFields,
    { path: 'data.avatarUrl', control: 'image', label: 'field.image' },
    {
      path: 'params.size',
      control: 'slider',
      label: 'avatarImage.size',
      min: 20,
      max: AVATAR_MAX_SIZE,
      unit: 'px',
    },
    { path: 'params.round', control: 'switch', label: 'avatarImage.round' },
  ],
});
