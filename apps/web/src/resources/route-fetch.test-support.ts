import { vi } from 'vitest';

export type SeenRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type Answer = { status?: number; body?: unknown };
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

/** The routeFetch key of an endpoint of the contract: "METHOD /path". */
export const routeOf = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} ${endpoint.path}`;

/** The bodies of the requests made to this path, in order. */
export const bodiesOf = (requests: readonly SeenRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

/** Replaces fetch with handlers by "METHOD /path"; records every request. Unknown routes answer 404. */
export const routeFetch = (routes: Record<string, Handler>) => {
  const requests: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const raw = init.body;
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const answer = handler
      ? await handler(request)
      : { status: 404, body: { successful: false, status: 404, description: 'not found' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
};

export const paged = (
  entities: unknown[],
  totalCount = entities.length,
  pageSize = 20,
  currentPage = 1,
) => ({
  body: { successful: true, status: 200, entities, totalCount, pageSize, currentPage },
});

export const ok = (data: unknown = null) => ({ body: { successful: true, status: 200, data } });

/** A refusal as the server answers it (400), naming the field it is about when there is one. */
export const refused = (description: string, field?: string) => ({
  status: 400,
  body: { successful: false, status: 400, description, ...(field ? { field } : {}) },
});
