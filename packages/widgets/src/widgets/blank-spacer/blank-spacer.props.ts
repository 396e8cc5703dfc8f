import type { z } from 'zod';
import { widgetProps } from '../../core/common.schema';

/** Empty space: only the common style (its height and background) matters. */
export const blankSpacerProps = widgetProps({ params: {}, data: {} });
export type BlankSpacerProps = z.output<typeof blankSpacerProps>;
