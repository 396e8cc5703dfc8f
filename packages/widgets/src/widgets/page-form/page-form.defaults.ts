import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { PageFormProps } from './page-form.props';

export { PAGE_FORM_FIELD_TYPES, MAX_PAGE_FORM_FIELDS } from './page-form.constants';

/**
 * A block of custom pages beyond storefront-widgets.md's widget list: a form of the console's
 * form builder, filled in by shoppers (docs/renovation.md, "Forms on pages").
 */
export const PAGE_FORM = 'page-form';

export const pageFormDefaults: PageFormProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(12, 12, 12, 12) }),
  params: { ...defaultCommonParams, formId: 0, title: '', submitText: '', successText: '' },
  data: { formName: '', fields: [] },
};
