import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { USER_HEADER_CARD, userHeaderCardDefaults } from './user-header-card.defaults';

export const userHeaderCardEditor = defineWidgetEditor({
  type: USER_HEADER_CARD,
  label: 'widget.userHeaderCard',
  group: 'user',
  defaults: userHeaderCardDefaults,
  fields: [
    ...commonFields,
    { path: 'data.avatarUrl', control: 'image', label: 'userHeaderCard.avatarUrl' },
    { path: 'data.nickName', control: 'text', label: 'userHeaderCard.nickName' },
    { path: 'data.grade.name', control: 'text', label: 'userHeaderCard.gradeName' },
    { path: 'data.mobile', control: 'text', label: 'userHeaderCard.mobile' },
  ],
});
