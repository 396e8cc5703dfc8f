import { defineTexts } from './translate';

/** Texts of the custom-page blocks (registry/custom-page.*.ts). */
export const customPageTexts = defineTexts({
  'pageForm.name': { zh: '表单', en: 'Form', es: 'Formulario' },
  'pageForm.submit': { zh: '提交', en: 'Submit', es: 'Enviar' },
  'pageForm.done': {
    zh: '提交成功，感谢您的填写。',
    en: 'Thank you, we have received it.',
    es: 'Gracias, lo hemos recibido.',
  },
  'pageForm.required': {
    zh: '请填写{label}',
    en: '{label} is required',
    es: '{label} es obligatorio',
  },
  'pageForm.noForm': {
    zh: '请在右侧填写表单编号（表单设计中的表单）。',
    en: 'Enter the number of a form of the form builder on the right.',
    es: 'Indique a la derecha el número de un formulario del diseñador de formularios.',
  },
  'pageForm.fieldsLater': {
    zh: '表单 #{id} 的字段将在发布的页面上显示。',
    en: 'The fields of form #{id} show on the published page.',
    es: 'Los campos del formulario n.º {id} se muestran en la página publicada.',
  },
});
