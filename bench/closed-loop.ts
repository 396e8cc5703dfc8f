// A closed-loop load generator for request mixes: each connection sends its next request as
// soon as the previous answer is in (keep-alive, one request at a time), and every answer's
// time is kept by request kind. autocannon repeats one request; a mix needs a kind per request.
import http from 'node:http';
import { percentile } from './http-load';
import type { Call } from './workload-mix';

export type KindFigures = {
  kind: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx and requests that failed outright. */
  failed: number;
};

export type LoopResult = {
  overall: KindFigures;
  kinds: KindFigures[];
  /** The first few failures, for the report. */
  failures: string[];
};

export type LoopOptions = {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Connection `c`'s request stream. */
  streamOf: (connection: number) => () => Call;
  headersOf: (call: Call) => Record<string, string>;
};

type Answer = { status: number; body: Buffer };

const send = (
  agent: http.Agent,
  url: URL,
  call: Call,
  headers: Record<string, string>,
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: call.method,
        path: call.path,
        headers: payload
          ? {
              ...headers,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            }
          : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

const figuresOf = (kind: string, times: number[], failed: number, seconds: number) => {
  const sorted = times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    kind,
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    failed,
  };
};

/** Runs the mix for warm-up + duration; only requests started after the warm-up are counted. */
export const runClosedLoop = async (options: LoopOptions): Promise<LoopResult> => {
  const url = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const times = new Map<string, number[]>();
  const failedBy = new Map<string, number>();
  const failures: string[] = [];
  const started = performance.now();
  const measureFrom = started + options.warmupSeconds * 1000;
  const end = measureFrom + options.durationSeconds * 1000;
  const fail = (call: Call, what: string, counted: boolean) => {
    if (counted) failedBy.set(call.kind, (failedBy.get(call.kind) ?? 0) + 1);
    if (failures.length < 10) failures.push(`${call.kind} (${call.method} ${call.path}): ${what}`);
  };
  const connection = async (index: number) => {
    const next = options.streamOf(index);
    let pending: Call | undefined;
    while (performance.now() < end) {
      const call = pending ?? next();
      pending = undefined;
      const sent = performance.now();
      const counted = sent >= measureFrom;
      try {
        const answer = await send(agent, url, call, options.headersOf(call));
        const spent = performance.now() - sent;
        if (answer.status < 200 || answer.status >= 300) {
          fail(call, `${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`, counted);
          continue;
        }
        if (counted && performance.now() <= end) {
          const list = times.get(call.kind) ?? [];
          list.push(spent);
          times.set(call.kind, list);
        }
        if (call.then) pending = call.then(JSON.parse(answer.body.toString('utf8')));
      } catch (error) {
        fail(call, error instanceof Error ? error.message : String(error), counted);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, (_, index) => connection(index)));
  } finally {
    agent.destroy();
  }
  const seconds = options.durationSeconds;
  const names = [...new Set([...times.keys(), ...failedBy.keys()])].sort();
  const kinds = names.map((kind) =>
    figuresOf(kind, times.get(kind) ?? [], failedBy.get(kind) ?? 0, seconds),
  );
  const overall = figuresOf(
    'all requests',
    [...times.values()].flat(),
    [...failedBy.values()].reduce((sum, value) => sum + value, 0),
    seconds,
  );
  return { overall, kinds, failures };
};
