// The console under its Content-Security-Policy (docs/security.md): it starts, logs in and shows
// its screens with no violation reported, the OpenAPI UI works under its own policy, and a page
// of another origin cannot frame the console.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSystemSettings } from './support/admin';
import { baseUrl, useBrowser } from './support/browser';
import { logIn, waitForPath } from './support/console';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };

/**
 * Collects what the browser says about the pages' Content-Security-Policy: the console messages
 * Chromium writes for a violation ("… violates the following Content Security Policy directive
 * …") and the securitypolicyviolation events of every document the page opens.
 */
const watchPolicy = async (page: Page): Promise<{ messages: string[]; events: string[] }> => {
  const messages: string[] = [];
  const events: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => {
    events.push(text);
  });
  // Init scripts come through the DevTools protocol: the page's policy does not apply to them.
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
      .reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ` +
          `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return { messages, events };
};

describe('security headers in the browser', () => {
  // Each test watches its tab through an exposed function and an init script, which stay with
  // a tab: each gets a new one.
  const browser = useBrowser({ newTabPerTest: true });

  it('the console starts and logs in under its policy with no violation', async () => {
    const { page } = browser;
    const policy = await watchPolicy(page);

    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // The built index.html has no inline script for the policy to refuse (Vite's module
    // preload helper is in the entry chunk, not inline).
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script[^>]*\bsrc="\/assets\//);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);

    // The login screen drew itself (antd's run-time styles applied: the button has a size).
    await page.getByTestId('login-submit').waitFor();
    const box = await page.getByTestId('login-submit').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(20);

    await logIn(page, SUNRISE_ADMIN);
    await waitForPath(page, '/dashboard');

    // A few screens with tables, pictures and a dialog: antd writes more styles as they open.
    for (const screen of ['/store/index', '/user/index', '/fileService/index']) {
      await page.goto(screen);
      await waitForPath(page, screen);
      await page.getByTestId('current-user').waitFor();
      await page.waitForLoadState('networkidle');
    }
    // A reload revalidates index.html (a 304, shown to the page as the cached 200): the page
    // keeps its policy and starts again. (Sending the "nothing" policy of non-pages with that
    // 304 once replaced the stored one and blocked the console's own scripts.)
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    const dialog = await openSystemSettings(page, 'My exports');
    await expect.poll(() => dialog.isVisible()).toBe(true);

    expect(policy.messages).toEqual([]);
    expect(policy.events).toEqual([]);
  });

  it('the OpenAPI UI works under its own policy', { timeout: 90_000 }, async () => {
    const { page } = browser;
    const policy = await watchPolicy(page);
    const response = await page.goto('/api/docs/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Swagger UI drew the API's title and its operations from /api/docs/json.
    // The document holds every operation of the API: drawing it takes a while on a busy machine.
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 45_000 });
    await page.locator('.swagger-ui .opblock').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(policy.messages).toEqual([]);
    expect(policy.events).toEqual([]);
  });

  it('a page of another origin cannot frame the console', async () => {
    const { page } = browser;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text());
    });
    // The framing page is served from another origin (another loopback port) by a real
    // server: Chromium refuses a page that did not come from the network (page.route) to frame
    // a loopback address for another reason (local network access), which would prove nothing.
    const framer = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>framer</title>` +
          `<iframe src="${baseUrl()}/login" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = framer.address() as AddressInfo;
      const foreign = `http://127.0.0.1:${port}`;
      expect(new URL(foreign).origin).not.toBe(new URL(baseUrl()).origin);

      // The server sends the refusal with the console's page…
      const answer = await fetch(`${baseUrl()}/login`, { headers: { accept: 'text/html' } });
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

      // …and the browser refuses to show it inside the other origin's page, for that reason.
      const framed = page.waitForResponse((response) => response.url() === `${baseUrl()}/login`);
      await page.goto(`${foreign}/`);
      expect((await framed).status()).toBe(200);
      await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(refusals.join('\n')).toMatch(/frame-ancestors 'none'/);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame?.url()).not.toContain(new URL(baseUrl()).host);
      expect(await frame?.locator('[data-testid="login-submit"]').count()).toBe(0);
    } finally {
      await new Promise((resolve) => framer.close(resolve));
    }
  });
});
