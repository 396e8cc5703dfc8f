import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';
import { customerResource } from './customer.resource';
import { memberLevelResource } from './member-level.resource';

// One customer's detail (docs/customers.md): the profile with the level's terms and the next
// level's threshold; the detail's tabs read the registry's lists narrowed to the customer.

export const customerDetailSchema = z.object({
  customer: customerResource.schemas.record,
  /** The customer's level (null: none yet). */
  level: memberLevelResource.schemas.record.nullable(),
  /** The lowest enabled level above the customer's, the experience it needs (null: at the top). */
  nextLevel: memberLevelResource.schemas.record.nullable(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerDetailEndpoints = {
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/admin/customer/detail',
    summary: 'One customer with their level and the next one',
    access: { authority: customerResource.codes.list },
    isolation: { owned: 'customer' },
    body: z.object({ id: idSchema }),
    kind: 'envelope',
    response: customerDetailSchema,
  }),
};
