import type { EditorField } from './editor-manifest';

/** Fields of the common style (itemStyle); every widget's editor starts with them. */
export const styleFields: readonly EditorField[] = [
  { path: 'style.theme', control: 'color', label: 'style.theme' },
  { path: 'style.background', control: 'color', label: 'style.background' },
  { path: 'style.backgroundImage', control: 'image', label: 'style.backgroundImage' },
  { path: 'style.margins', control: 'spacing', label: 'style.margins' },
  { path: 'style.paddings', control: 'spacing', label: 'style.paddings' },
  {
    path: 'style.radiusTop',
    control: 'slider',
    label: 'style.radiusTop',
    min: 0,
    max: 50,
    unit: 'px',
  },
  {
    path: 'style.radiusBottom',
    control: 'slider',
    label: 'style.radiusBottom',
    min: 0,
    max: 50,
    unit: 'px',
  },
  { path: 'style.width', control: 'slider', label: 'style.width', min: 1, max: 100, unit: '%' },
  { path: 'style.height', control: 'number', label: 'style.height', min: 0, max: 5000, unit: 'px' },
];

/** Fields of the common params. */
export const commonParamFields: readonly EditorField[] = [
  {
    path: 'params.maxHeight',
    control: 'number',
    label: 'params.maxHeight',
    min: 0,
    max: 5000,
    unit: 'px',
  },
  {
    path: 'params.maxWidth',
    control: 'number',
    label: 'params.maxWidth',
    min: 1,
    max: 100,
    unit: '%',
  },
  { path: 'params.cssStylePanelEnabled', control: 'switch', label: 'params.cssStylePanelEnabled' },
];

export const commonFields: readonly EditorField[] = [...styleFields, ...commonParamFields];
