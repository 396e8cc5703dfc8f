import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';

export const userHeaderCardProps = widgetProps({
  params: {},
  // The shopper as the user-info call returns it (§3); sample values in the builder.
  data: {
    avatarUrl: mediaUrlSchema,
    nickName: z.string().max(50),
    gradeId: idSchema.or(z.literal(0)),
    grade: z.object({ name: z.string().max(30) }),
    mobile: z.string().regex(/^[\d+\- ]{0,20}$/),
  },
});
export type UserHeaderCardProps = z.output<typeof userHeaderCardProps>;
