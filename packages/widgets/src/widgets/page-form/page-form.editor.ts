import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { PAGE_FORM, pageFormDefaults } from './page-form.defaults';

// The form's fields are not edited here: they are the form's own (the form builder), read live.
export const pageFormEditor = defineWidgetEditor({
  type: PAGE_FORM,
  label: 'widget.pageForm',
  group: 'basic',
  defaults: pageFormDefaults,
  fields: [
    ...commonFields,
    { path: 'params.formId', control: 'number', label: 'pageForm.formId', min: 0 },
    { path: 'params.title', control: 'text', label: 'field.title' },
    { path: 'params.submitText', control: 'text', label: 'pageForm.submitText' },
    { path: 'params.successText', control: 'textarea', label: 'pageForm.successText' },
  ],
});
