import type { z } from 'zod';
import { widgetProps } from '../../core/common.schema';

/** The logout block: the common style only (its button takes the theme colour). */
export const logoutButtonProps = widgetProps({ params: {}, data: {} });
export type LogoutButtonProps = z.output<typeof logoutButtonProps>;
