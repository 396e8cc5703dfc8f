import type { z } from 'zod';
import { titleBarParamsSchema, widgetProps } from '../../core/common.schema';

/** The shared block title bar as a block of its own: its params are the title-bar params (§3). */
export const titleBarProps = widgetProps({ params: titleBarParamsSchema.shape, data: {} });
export type TitleBarProps = z.output<typeof titleBarProps>;
