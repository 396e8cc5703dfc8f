import { vi } from 'vitest';

export type SeenRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type Answer = { status?: number; body?: unknown };
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

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
