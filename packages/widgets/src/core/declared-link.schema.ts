import { z } from 'zod';
import type { DeclaredLink } from './link';

/**
 * The link of an item the spec declares without behaviour (§2: stores, brands, seckill...):
 * always inert, keeping what the operator configured in `target`.
 */
export const declaredLinkSchema = <D extends DeclaredLink>(declared: D) =>
  z.object({
    kind: z.literal('inert'),
    declared: z.literal(declared),
    target: z.string().max(2048).optional(),
  });
