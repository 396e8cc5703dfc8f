import type { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { LOGOUT_BUTTON, logoutButtonDefaults } from './logout-button.defaults';

/** The logout block: the common style only (its button takes the theme colour). */
export const logoutButtonProps = widgetProps({ params: {}, data: {} });
export type LogoutButtonProps = z.output<typeof logoutButtonProps>;

export const logoutButtonSchema = defineWidgetSchema({
  type: LOGOUT_BUTTON,
  props: logoutButtonProps,
  defaults: logoutButtonDefaults,
});
