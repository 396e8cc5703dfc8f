import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { idSchema } from '../../core/primitives.schema';

/** §3 class tag item: id, className. Its link (class id) is declared without behaviour (§2). */
export const classTagSchema = z.object({ id: idSchema, className: z.string().max(20) });

export const classTagStripProps = widgetProps({
  /** The name of the first tag, the page the strip sits on (e.g. 首页). */
  params: { firstPageName: z.string().max(20) },
  data: { items: z.array(classTagSchema).max(30) },
});
export type ClassTagStripProps = z.output<typeof classTagStripProps>;
