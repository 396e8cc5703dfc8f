import { afterAll, beforeAll } from 'vitest';
import { callAs, startDemoApp } from './support/admin-calls';
import { resourceCalls } from './support/resource-calls';
import type { TestApp } from './support/test-app';

/**
 * The demo app of a customers test (issue 20), started before its cases and closed after, with
 * the registry calls under /api/admin as Sunrise's administrator (or Harbour's).
 */
export const customerSession = () => {
  let t: TestApp;
  let tokens: { sunrise: string; harbour: string };
  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { sunrise: demo.sunrise, harbour: demo.harbour };
  });
  afterAll(() => t.close());
  return {
    app: () => t,
    /** A call under /api/ (another service's list) as one of the administrators. */
    callApi: (who: 'sunrise' | 'harbour', path: string, payload: object) =>
      callAs(t, tokens[who], 'POST', `/api/${path}`, payload),
    ...resourceCalls(() => ({ t, tokens }), '/api/admin/', 'sunrise'),
  };
};
