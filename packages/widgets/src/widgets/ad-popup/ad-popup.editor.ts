import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { AD_POPUP, adPopupDefaults } from './ad-popup.defaults';

export const adPopupEditor = defineWidgetEditor({
  type: AD_POPUP,
  label: 'widget.adPopup',
  group: 'marketing',
  defaults: adPopupDefaults,
  fields: [
    ...commonFields,
    { path: 'params.showOnce', control: 'switch', label: 'adPopup.showOnce' },
    {
      path: 'data.ads',
      control: 'list',
      label: 'adPopup.ads',
      maxItems: 5,
      newItem: { adType: 'image', image: '', video: '', adLink: { kind: 'none' } },
      item: [
        {
          path: 'adType',
          control: 'radio',
          label: 'adPopup.adType',
          options: [
            { value: 'image', label: 'adPopup.typeImage' },
            { value: 'video', label: 'adPopup.typeVideo' },
          ],
        },
        { path: 'image', control: 'image', label: 'field.image' },
        {
          path: 'video',
          control: 'video',
          label: 'adPopup.video',
          visibleWhen: { path: 'adType', equals: 'video' },
        },
        { path: 'adLink', control: 'link', label: 'field.link' },
      ],
    },
  ],
});
