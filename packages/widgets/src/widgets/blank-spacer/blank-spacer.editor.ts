import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { BLANK_SPACER, blankSpacerDefaults } from './blank-spacer.defaults';

export const blankSpacerEditor = defineWidgetEditor({
  type: BLANK_SPACER,
  label: 'widget.blankSpacer',
  group: 'basic',
  defaults: blankSpacerDefaults,
  fields: commonFields,
});
