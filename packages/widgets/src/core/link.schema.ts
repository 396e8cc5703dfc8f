import { z } from 'zod';
import { isLink } from '@retail/contract';
import { idSchema } from './primitives.schema';
import { DECLARED_LINKS, ORDER_DATA_TYPES } from './link-constants';

// Relative storefront paths ('pages/...', '/pages/...') or a checked absolute link; never a
// protocol-relative '//host' or another scheme.
const isLinkTarget = (value: string): boolean =>
  value === '' || isLink(value) || (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//'));

/** Link descriptors (storefront-widgets.md §2); a storefront host resolves them with resolveLink. */
export const linkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('articleDetail'), articleId: idSchema }),
  z.object({ kind: z.literal('goodsDetail'), goodsId: idSchema }),
  z.object({ kind: z.literal('wallet') }),
  z.object({ kind: z.literal('login') }),
  z.object({ kind: z.literal('personal') }),
  z.object({ kind: z.literal('orders'), dataType: z.enum(ORDER_DATA_TYPES) }),
  z.object({ kind: z.literal('search') }),
  z.object({ kind: z.literal('url'), url: z.string().max(2048).refine(isLinkTarget, 'link') }),
  // Declared by the spec without behaviour: kept (with what was configured) but inert.
  z.object({
    kind: z.literal('inert'),
    declared: z.enum(DECLARED_LINKS),
    target: z.string().max(2048).optional(),
  }),
]);
