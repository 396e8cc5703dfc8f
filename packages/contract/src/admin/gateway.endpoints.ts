import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { requiredTextOf, textOf } from '../api/text';

// The gateway screen (issue 19, docs/operations.md "Gateway"): the server's own route table —
// every API route with who may call it and its per-address rate limit — and a switch per route
// that platform staff turn off (503 to every caller until it is on again) with the reason.

/** Who may call a route, as the gateway lists it. */
export const gatewayRouteSchema = z.object({
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  /** `public`, `session`, `shopper`, or the authority code the route needs. */
  access: z.string(),
  /** Calls allowed per address in the window, when the route has a limit of its own. */
  rateLimit: z.object({ max: z.number().int(), windowMs: z.number().int() }).nullable(),
  enabled: z.boolean(),
  /** Routes that cannot be switched off (signing in, the gateway itself). */
  fixed: z.boolean(),
  reason: z.string().nullable(),
  switchedBy: z.string().nullable(),
  switchedAt: z.string().nullable(),
});
export type GatewayRoute = z.infer<typeof gatewayRouteSchema>;

export const gatewayFilterSchema = z.object({
  path: textOf(200).optional(),
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], { error: 'invalid' }).optional(),
  enabled: z.boolean({ error: 'invalid' }).optional(),
});

export const gatewaySwitchSchema = z.object({
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], { error: 'invalid' }),
  path: requiredTextOf(200),
  enabled: z.boolean({ error: 'required' }),
  /** Why it is switched off (required then; kept with the switch). */
  reason: textOf(200).nullable().optional(),
});
export type GatewaySwitch = z.infer<typeof gatewaySwitchSchema>;

export const gatewayEndpoints = {
  routes: defineEndpoint({
    method: 'POST',
    path: '/api/admin/gateway/routes',
    summary: 'The server’s API routes with their access, rate limit and switch',
    access: { authority: 'GATEWAY_LIST' },
    isolation: 'global',
    body: gatewayFilterSchema,
    kind: 'envelope',
    response: z.array(gatewayRouteSchema),
  }),
  switch: defineEndpoint({
    method: 'POST',
    path: '/api/admin/gateway/switch',
    summary:
      'Switch a route off (503 to every caller, with the reason) or on again; platform staff',
    access: { authority: 'GATEWAY_EDIT' },
    isolation: 'global',
    body: gatewaySwitchSchema,
    kind: 'envelope',
    response: gatewayRouteSchema,
  }),
} as const;
