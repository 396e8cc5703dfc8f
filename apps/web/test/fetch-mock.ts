import { vi } from 'vitest';

export type RecordedRequest = { url: string; method: string; headers: Headers; body: unknown };

type Reply = { status?: number; body?: unknown } | Error;

/**
 * Replaces the global fetch with a queue of canned answers and records every request.
 * A reply without a body answers with an empty body; an Error makes fetch reject.
 */
export const mockFetch = (...replies: Reply[]) => {
  const requests: RecordedRequest[] = [];
  const queue = [...replies];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = init.body;
    requests.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
    });
    const reply = queue.shift() ?? { status: 200, body: { successful: true, status: 200 } };
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
};

/** An envelope as the server sends it; HTTP status mirrors `status`. */
export const envelope = (status: number, extra: Record<string, unknown> = {}) => ({
  status,
  body: { successful: status === 200, status, ...extra },
});
