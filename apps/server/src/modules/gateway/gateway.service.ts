import {
  type EndpointDef,
  type GatewayRoute,
  type GatewaySwitch,
  endpoints,
} from '@retail/contract';
import type { Caches } from '../../cache/caches';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { rateLimitOf } from '../../lib/route';
import type { Scope } from '../../scope/scope';

// The gateway (docs/operations.md "Gateway"): the route table as the server registered it, each
// route's access and per-address limit, and switches that turn a route off for everyone (503)
// with the reason. What keeps the console usable cannot be switched off: signing in and out, the
// caller's own info, the gateway itself. Switches are kept (cache/README.md) for a few seconds
// at most (another node's change), and read again at once after this node's own write.

type Route = { method: string; url: string; endpoint: EndpointDef | undefined };
type SwitchRow = {
  method: string;
  path: string;
  enabled: number;
  reason: string | null;
  updateBy: string | null;
  updateDate: string | null;
};

const key = (method: string, path: string) => `${method} ${path}`;

/** Routes that stay on whatever happens (else nobody could switch them back on). */
export const FIXED_ROUTES: ReadonlySet<string> = new Set(
  [
    endpoints.auth.captcha,
    endpoints.auth.login,
    endpoints.auth.logout,
    endpoints.auth.userInfo,
    endpoints.gateway.routes,
    endpoints.gateway.switch,
  ].map((def) => key(def.method, def.path)),
);

const SWITCHES_MAX_AGE_MS = 3000;

const accessOf = (def: EndpointDef): string =>
  typeof def.access === 'object' ? def.access.authority : def.access;

export const createGatewayService = ({
  db,
  clock,
  caches,
}: {
  db: Db;
  clock: Clock;
  caches: Pick<Caches, 'values' | 'watch'>;
}) => {
  // Read on every call (is the route switched off?); one entry, the whole table.
  const switches = caches.values<'all', Map<string, SwitchRow>>('gateway-switches', {
    version: caches.watch(['gateway_switch']),
    maxAgeMs: SWITCHES_MAX_AGE_MS,
    maxSize: 2,
  });
  const load = async (): Promise<Map<string, SwitchRow>> =>
    (await switches.read('all', async () => {
      const rows = await db.selectFrom('gatewaySwitch').selectAll().execute();
      return new Map(rows.map((row) => [key(row.method, row.path), row]));
    })) ?? new Map<string, SwitchRow>();

  const toRoute = (route: Route, row: SwitchRow | undefined): GatewayRoute => {
    const def = route.endpoint as EndpointDef;
    const limit = rateLimitOf(def);
    return {
      method: route.method,
      path: route.url,
      summary: def.summary,
      access: accessOf(def),
      rateLimit: limit ? { max: limit.max, windowMs: limit.timeWindow } : null,
      enabled: row ? row.enabled === 1 : true,
      fixed: FIXED_ROUTES.has(key(route.method, route.url)),
      reason: row?.reason ?? null,
      switchedBy: row?.updateBy ?? null,
      switchedAt: row?.updateDate ?? null,
    };
  };

  return {
    /** Whether a route is switched off (answered 503 before anything else runs). */
    isOff: async (method: string, path: string): Promise<SwitchRow | undefined> => {
      const row = (await load()).get(key(method, path));
      return row && row.enabled === 0 ? row : undefined;
    },

    routes: async (
      table: readonly Route[],
      filter: {
        path?: string | undefined;
        method?: string | undefined;
        enabled?: boolean | undefined;
      },
    ): Promise<GatewayRoute[]> => {
      const rows = await load();
      const text = filter.path?.toLowerCase();
      return table
        .filter((route) => route.endpoint && route.url.startsWith('/api/'))
        .map((route) => toRoute(route, rows.get(key(route.method, route.url))))
        .filter(
          (route) =>
            (!text || route.path.toLowerCase().includes(text)) &&
            (!filter.method || route.method === filter.method) &&
            (filter.enabled === undefined || route.enabled === filter.enabled),
        )
        .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    },

    /** Platform staff only; a route of the table, not a fixed one; off needs its reason. */
    switch: async (
      scope: Scope,
      table: readonly Route[],
      body: GatewaySwitch,
    ): Promise<GatewayRoute> => {
      if (!scope.platform) throw new AppError(403, 'auth.forbidden');
      const route = table.find(
        (candidate) =>
          candidate.endpoint && candidate.method === body.method && candidate.url === body.path,
      );
      if (!route) throw new AppError(404, 'record.notFound', { field: 'path' });
      if (FIXED_ROUTES.has(key(route.method, route.url)))
        throw new AppError(400, 'gateway.fixed', { field: 'path' });
      const reason = body.reason?.trim() || null;
      if (!body.enabled && !reason) throw new AppError(400, 'field.required', { field: 'reason' });
      const values = {
        enabled: body.enabled ? 1 : 0,
        reason: body.enabled ? null : reason,
        updateBy: scope.userName,
        updateDate: formatDateTime(clock.now()),
      };
      await db
        .insertInto('gatewaySwitch')
        .values({ method: route.method, path: route.url, ...values })
        .onConflict((oc) => oc.columns(['method', 'path']).doUpdateSet(values))
        .execute();
      const rows = await load();
      return toRoute(route, rows.get(key(route.method, route.url)));
    },
  };
};

export type GatewayService = ReturnType<typeof createGatewayService>;
