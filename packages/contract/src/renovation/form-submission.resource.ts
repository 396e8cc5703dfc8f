import { defineResource } from '../registry/define-resource';
import { reference, text } from '../registry/fields';
import { RENOVATION_DIRECTORY } from './renovation-menu';

/**
 * Form submissions (`/formSubmission/index`, docs/renovation.md "Forms on pages"): what shoppers
 * sent through a form block of a published page, newest first, in the caller's organisation and
 * below (a submission belongs to its page's owner). Written only by the storefront's submit
 * (`POST /api/storefront/form/:tenantId/:pageId`); listed by form and by day (`submittedAt`
 * contains `2026-11-28`, or a month: `2026-11`), exported to Excel.
 */
export const formSubmissionResource = defineResource({
  key: 'formSubmission',
  service: 'renovation',
  table: 'form_submission',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Form submissions',
  menu: { directory: RENOVATION_DIRECTORY.code, icon: 'form', after: 'renovationPage' },
  fields: {
    formId: reference('flowableTaskForm', {
      required: true,
      named: true,
      filter: true,
      readOnly: true,
    }),
    pageId: reference('renovationPage', { required: true, named: true, readOnly: true }),
    summary: text({ max: 2000, required: true, readOnly: true }),
    content: text({ max: 100_000, required: true, readOnly: true, list: false }),
    submittedAt: text({ max: 19, required: true, readOnly: true, filter: true, sortable: true }),
  },
  defaultSort: [],
  display: 'summary',
  labels: {
    en: {
      title: 'Form submissions',
      fields: {
        formId: 'Form',
        pageId: 'Page',
        summary: 'Answers',
        content: 'Values (JSON)',
        submittedAt: 'Submitted',
      },
    },
    zh: {
      title: '表单提交',
      fields: {
        formId: '表单',
        pageId: '页面',
        summary: '填写内容',
        content: '数据（JSON）',
        submittedAt: '提交时间',
      },
    },
    es: {
      title: 'Envíos de formularios',
      fields: {
        formId: 'Formulario',
        pageId: 'Página',
        summary: 'Respuestas',
        content: 'Valores (JSON)',
        submittedAt: 'Enviado',
      },
    },
  },
});
