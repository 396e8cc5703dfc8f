// What the throughput benches share: command-line options, logging in like the console does
// (captcha off), the identity headers of a session and one autocannon measurement.
import autocannon from 'autocannon';
import { CAPTCHA_HEADERS, CLIENT_TYPE_SITE, endpoints, IDENTITY_HEADERS } from '@retail/contract';

/** `--name=value` as a positive number, else the fallback. */
/** The value at percentile `p` of ascending samples. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export const numberOption = (name: string, fallback: number): number => {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = Number(raw);
  return raw !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
};

export type Load = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
};

export type LoadOptions = {
  connections: number;
  durationSeconds: number;
  warmupSeconds?: number;
  /** Seconds before a request counts as timed out (autocannon's default is 10). */
  timeoutSeconds?: number;
};

/** POSTs one body over and over; the warm-up (JIT, prepared statements, caches) is thrown away. */
export const measure = async (
  name: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  { connections, durationSeconds, warmupSeconds = 2, timeoutSeconds = 10 }: LoadOptions,
): Promise<Load> => {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
    connections,
    pipelining: 1,
    timeout: timeoutSeconds,
  };
  await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: durationSeconds });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

export const printLoads = (rows: readonly Load[], nameWidth = 44): void => {
  console.log(
    `${'endpoint'.padEnd(nameWidth)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`,
  );
  for (const row of rows)
    console.log(
      `${row.name.padEnd(nameWidth)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.non2xx + row.errors).padStart(8)}`,
    );
};

export type Session = {
  token: string;
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
};

/** Logs in through the real login call (the server runs with CAPTCHA=off: any code passes). */
export const logIn = async (
  baseUrl: string,
  userName: string,
  password: string,
): Promise<Session> => {
  const auth = endpoints.auth;
  const code = (await (await fetch(baseUrl + auth.captcha.path)).json()) as {
    data?: { uuid: string };
  };
  const response = await fetch(baseUrl + auth.login.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CAPTCHA_HEADERS.uuid]: code.data?.uuid ?? '',
      [CAPTCHA_HEADERS.code]: '0000',
    },
    body: JSON.stringify({ userName, password }),
  });
  const body = (await response.json()) as { data?: Session; description?: string };
  if (!response.ok || !body.data)
    throw new Error(`Login failed (${response.status}): ${body.description ?? ''}`);
  return body.data;
};

/** The headers the console sends with every call of a session. */
export const sessionHeaders = (session: Session): Record<string, string> => ({
  [IDENTITY_HEADERS.authorization]: `Bearer ${session.token}`,
  [IDENTITY_HEADERS.clientType]: CLIENT_TYPE_SITE,
  [IDENTITY_HEADERS.organId]: String(session.organId),
  [IDENTITY_HEADERS.tenantId]: String(session.tenantId),
  [IDENTITY_HEADERS.userId]: String(session.id),
  [IDENTITY_HEADERS.organPath]: session.organPath,
});
