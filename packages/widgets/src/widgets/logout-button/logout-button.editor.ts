import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { LOGOUT_BUTTON, logoutButtonDefaults } from './logout-button.defaults';

export const logoutButtonEditor = defineWidgetEditor({
  type: LOGOUT_BUTTON,
  label: 'widget.logoutButton',
  group: 'user',
  defaults: logoutButtonDefaults,
  fields: [...commonFields],
});
