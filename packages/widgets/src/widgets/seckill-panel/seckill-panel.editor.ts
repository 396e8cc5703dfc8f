import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { SECKILL_PANEL, seckillPanelDefaults } from './seckill-panel.defaults';

export const seckillPanelEditor = defineWidgetEditor({
  type: SECKILL_PANEL,
  label: 'widget.seckillPanel',
  group: 'goods',
  defaults: seckillPanelDefaults,
  fields: [
    ...commonFields,
    { path: 'params.secKillStatus', control: 'switch', label: 'seckillPanel.secKillStatus' },
    { path: 'data.secKillTitle', control: 'text', label: 'field.title' },
    { path: 'data.seckillPrice', control: 'number', label: 'itemFields.price', min: 0, step: 0.01 },
    {
      path: 'data.originPrice',
      control: 'number',
      label: 'itemFields.originPrice',
      min: 0,
      step: 0.01,
    },
    { path: 'data.endTime', control: 'text', label: 'seckillPanel.endTime' },
  ],
});
