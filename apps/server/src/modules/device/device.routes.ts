import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/route';
import type { SignedCall } from './device.service';

/** The exact body text of each gateway call: what the device signed. */
const rawBodies = new WeakMap<FastifyRequest, string>();

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The signed parts of a call as received (path without the query). */
const callOf = (request: FastifyRequest): SignedCall => ({
  code: headerOf(request, 'x-device-code'),
  timestamp: headerOf(request, 'x-timestamp'),
  nonce: headerOf(request, 'x-nonce'),
  signature: headerOf(request, 'x-signature'),
  method: request.method,
  path: request.url.split('?')[0] ?? request.url,
  body: rawBodies.get(request) ?? '',
});

/**
 * The console's device call (a new secret) and the device gateway (/api/device-gateway/...):
 * public routes, each authenticated by its HMAC signature over the exact body, so this plugin
 * keeps the body text that the JSON parser reads. A refused call is logged with its reason.
 */
export const deviceRoutes: FastifyPluginAsync = async (app) => {
  const devices = app.services.devices;

  registerEndpoint(app, endpoints.deviceSecret.rotate, ({ scope, body }) =>
    devices.rotateSecret(scope, body.id),
  );
  registerEndpoint(app, endpoints.deviceEvents.list, ({ scope, body }) =>
    devices.events(scope, body.id),
  );

  // In this plugin only (routes registered here), JSON is parsed by Fastify's own parser after
  // the text is kept.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    json(request, body as string, done);
  });

  const logged =
    <B, A>(handle: (call: SignedCall, body: B) => Promise<{ answer: A }>) =>
    async ({ request, body }: { request: FastifyRequest; body: B }) => {
      const call = callOf(request);
      try {
        return (await handle(call, body)).answer;
      } catch (error) {
        if (
          isAppError(error) &&
          (error.status === 401 || /^(vending|deviceUpdate|deviceCommand)\./.test(error.key))
        )
          request.log.warn(
            { deviceCode: call.code, path: call.path, reason: error.key, ip: request.ip },
            'device call refused',
          );
        throw error;
      }
    };

  const gateway = endpoints.deviceGateway;
  registerEndpoint(app, gateway.heartbeat, logged(devices.heartbeat));
  registerEndpoint(app, gateway.fault, logged(devices.fault));
  registerEndpoint(app, gateway.door, logged(devices.door));
  // Vending (modules/vending/vending-sales.ts): sales take aisle stock; the aisle plan.
  const vending = app.services.vendingSales;
  registerEndpoint(app, endpoints.vendingGateway.sale, logged(vending.sale));
  registerEndpoint(app, endpoints.vendingGateway.aisles, logged(vending.aisles));
  // Software (modules/device-software/software-gateway.ts): the update offered, its progress.
  const software = app.services.softwareGateway;
  registerEndpoint(app, endpoints.softwareGateway.update, logged(software.update));
  registerEndpoint(app, endpoints.softwareGateway.progress, logged(software.progress));
  // Remote commands (modules/device-command/device-commands.ts): fetched, then acknowledged.
  const commands = app.services.deviceCommands;
  registerEndpoint(app, endpoints.deviceCommandGateway.fetch, logged(commands.fetch));
  registerEndpoint(app, endpoints.deviceCommandGateway.ack, logged(commands.ack));

  // Silent devices go offline: the sweep runs every heartbeat interval while the server is up
  // (in the process that runs the scheduled jobs).
  if (app.config.jobs) {
    app.addHook('onReady', async () => {
      devices.start((error) => app.log.error({ err: error }, 'device sweep failed'));
    });
    app.addHook('onClose', async () => {
      devices.stop();
    });
  }
};
