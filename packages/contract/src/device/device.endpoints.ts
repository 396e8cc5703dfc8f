import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';

/** A device's request is refused when its X-Timestamp is further than this from the server's clock. */
export const DEVICE_CLOCK_SKEW_MS = 5 * 60_000;
/** X-Nonce: 8 to 64 letters, digits, `-` or `_`, never twice for one device. */
export const DEVICE_NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The headers of a device's call (docs/device-gateway.md). They are optional in the schema so
 * that a call without them is a 401 saying what is wrong, not a 400.
 */
export const deviceHeadersSchema = z.object({
  'x-device-code': textOf(128).optional(),
  'x-timestamp': textOf(128).optional(),
  'x-nonce': textOf(128).optional(),
  'x-signature': textOf(128).optional(),
});

/** What the gateway answers every accepted call: the server's time and the heartbeat interval. */
export const deviceAckSchema = z.object({
  serverTime: z.number().int(),
  heartbeatIntervalMs: z.number().int(),
});

const gateway = <B extends z.ZodType>(name: string, summary: string, body: B) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/device-gateway/${name}`,
    summary: `${summary} (signed by the device with its secret: X-Device-Code, X-Timestamp, X-Nonce, X-Signature)`,
    access: 'public',
    isolation: 'public',
    publicLimit: 'devices',
    headers: deviceHeadersSchema,
    body,
    kind: 'envelope',
    response: deviceAckSchema,
  });

/** A heartbeat keeps a reported fault standing until the device says it is cleared. */
export const deviceHeartbeatSchema = z.object({
  softwareVersion: textOf(32).nullable().optional(),
  faultCleared: z.boolean({ error: 'invalid' }).optional(),
});
export const deviceFaultSchema = z.object({
  code: textOf(32).nullable().optional(),
  message: requiredTextOf(500),
});
export const deviceDoorSchema = z.object({
  door: z.enum(['open', 'closed'], { error: 'invalid' }),
  remark: textOf(500).nullable().optional(),
});

/** The calls devices make; public routes, each authenticated by its HMAC signature. */
export const deviceGatewayEndpoints = {
  heartbeat: gateway(
    'heartbeat',
    'A device is alive: online, its last heartbeat and software version',
    deviceHeartbeatSchema,
  ),
  fault: gateway(
    'fault',
    'A device reports a fault: fault state and a device event',
    deviceFaultSchema,
  ),
  door: gateway('door', 'A device’s door opened or closed: a device event', deviceDoorSchema),
} as const;

/** The device's new secret, answered once to whoever issued it. */
export const deviceSecretSchema = z.object({
  id: z.number().int(),
  innerCode: z.string(),
  secret: z.string(),
});

/** Console calls about a device's secret (the secret is never part of a device record). */
export const deviceSecretEndpoints = {
  rotate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/device/rotate-secret',
    summary:
      'Issue a new secret for a device (the old one stops working); the only answer that carries it',
    access: { authority: 'DEVICE_EDIT' },
    isolation: { owned: 'device' },
    body: z.object({ id: idSchema }),
    kind: 'envelope',
    response: deviceSecretSchema,
  }),
} as const;

/** At most this many of a device's events are answered, newest first. */
export const DEVICE_EVENTS_MAX = 100;

/** One thing a device reported (a fault, its door) or that was done to it (a secret issued). */
export const deviceEventSchema = z.object({
  kind: z.enum(['fault', 'door', 'secret']),
  code: z.string().nullable(),
  message: z.string().nullable(),
  createDate: z.string(),
});

/** A device's recent events, for its row in the console. */
export const deviceEventEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/admin/device/events',
    summary: `The latest ${DEVICE_EVENTS_MAX} events of a device (faults, door, secrets issued), newest first`,
    access: { authority: 'DEVICE_LIST' },
    isolation: { owned: 'device' },
    body: z.object({ id: idSchema }),
    kind: 'envelope',
    response: z.array(deviceEventSchema),
  }),
} as const;
