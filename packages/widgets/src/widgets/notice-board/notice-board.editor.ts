import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { NOTICE_BOARD, noticeBoardDefaults } from './notice-board.defaults';

export const noticeBoardEditor = defineWidgetEditor({
  type: NOTICE_BOARD,
  label: 'widget.noticeBoard',
  group: 'basic',
  defaults: noticeBoardDefaults,
  fields: [
    ...commonFields,
    { path: 'params.showIcon', control: 'switch', label: 'noticeBoard.showIcon' },
    { path: 'params.scrollable', control: 'switch', label: 'noticeBoard.scrollable' },
    {
      path: 'params.scrollDirection',
      control: 'radio',
      label: 'noticeBoard.scrollDirection',
      options: [
        { value: 'horizontal', label: 'noticeBoard.horizontal' },
        { value: 'vertical', label: 'noticeBoard.vertical' },
      ],
      visibleWhen: { path: 'params.scrollable', equals: true },
    },
    {
      path: 'params.scrollSpeed',
      control: 'slider',
      label: 'noticeBoard.scrollSpeed',
      min: 10,
      max: 300,
      visibleWhen: { path: 'params.scrollable', equals: true },
    },
    {
      path: 'params.contentWidth',
      control: 'slider',
      label: 'noticeBoard.contentWidth',
      min: 10,
      max: 100,
      unit: '%',
    },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 20,
      newItem: { image: '', text: '' },
      item: [
        { path: 'text', control: 'text', label: 'field.text' },
        { path: 'image', control: 'image', label: 'field.icon' },
      ],
    },
  ],
});
