import { defineTexts } from './translate';

/** Editor labels of the custom-page blocks (registry/custom-page.*.ts). */
export const customPageLabels = defineTexts({
  'pageForm.formId': {
    zh: '表单编号（表单设计）',
    en: 'Form number (form builder)',
    es: 'Número del formulario (diseñador)',
  },
  'pageForm.submitText': { zh: '按钮文字', en: 'Button text', es: 'Texto del botón' },
  'pageForm.successText': {
    zh: '提交成功提示',
    en: 'Message once sent',
    es: 'Mensaje tras enviar',
  },
});
