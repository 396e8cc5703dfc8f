import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor, type EditorField } from '../../core/editor-manifest';
import { TITLE_BAR, titleBarDefaults } from './title-bar.defaults';

/** Fields of the shared title-bar params under `prefix` ('params' here, 'params.title' in blocks embedding it). */
export const titleBarFields = (prefix: string): EditorField[] => [
  { path: `${prefix}.show`, control: 'switch', label: 'titleBar.show' },
  { path: `${prefix}.titleShow`, control: 'switch', label: 'titleBar.titleShow' },
  {
    path: `${prefix}.text`,
    control: 'text',
    label: 'titleBar.text',
    visibleWhen: { path: `${prefix}.titleShow`, equals: true },
  },
  { path: `${prefix}.imageShow`, control: 'switch', label: 'titleBar.imageShow' },
  {
    path: `${prefix}.image`,
    control: 'image',
    label: 'titleBar.image',
    visibleWhen: { path: `${prefix}.imageShow`, equals: true },
  },
  { path: `${prefix}.showSolgan`, control: 'switch', label: 'titleBar.showSolgan' },
  {
    path: `${prefix}.solgan`,
    control: 'text',
    label: 'titleBar.solgan',
    visibleWhen: { path: `${prefix}.showSolgan`, equals: true },
  },
  { path: `${prefix}.showMore`, control: 'switch', label: 'titleBar.showMore' },
  {
    path: `${prefix}.more.text`,
    control: 'text',
    label: 'titleBar.moreText',
    visibleWhen: { path: `${prefix}.showMore`, equals: true },
  },
  {
    path: `${prefix}.more.fullLink`,
    control: 'link',
    label: 'titleBar.moreLink',
    visibleWhen: { path: `${prefix}.showMore`, equals: true },
  },
];

export const titleBarEditor = defineWidgetEditor({
  type: TITLE_BAR,
  label: 'widget.titleBar',
  group: 'basic',
  defaults: titleBarDefaults,
  fields: [...commonFields, ...titleBarFields('params')],
});
