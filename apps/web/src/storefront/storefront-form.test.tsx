// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import type { StorefrontPage } from './storefront-api';

// A page form on a published page (docs/storefront.md, "Forms on pages"): the shopper's answers
// go to the server with a request key, kept for a retry after no answer; the server's refusal
// shows on the field it names; the services of the page's store fill the service list.

const PAGE: StorefrontPage = {
  pageId: 5,
  tenantId: 2,
  pageType: 'custom',
  name: 'Sign up',
  version: 1,
  document: {
    components: [
      {
        id: 'f1',
        type: 'page-form',
        props: {
          params: { formId: 9, title: '' },
          data: {
            formName: 'Tasting',
            fields: [
              {
                key: 'name',
                label: { zh: '姓名', en: 'Name', es: 'Nombre' },
                type: 'text',
                required: true,
                options: [],
              },
              { key: 'guests', label: 'Guests', type: 'number', required: false, options: [] },
            ],
          },
        },
      },
      {
        id: 's1',
        type: 'goods-service-list',
        props: {
          data: {
            services: [{ name: 'Easy returns', description: 'Within 7 days', icon: '' }],
            loading: false,
          },
        },
      },
    ],
  },
};

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; init?: RequestInit };

const start = async (answers: (() => Response | Promise<Response>)[]) => {
  const calls: Call[] = [];
  const fetcher = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.startsWith('/api/storefront/page/')) return json(200, { successful: true, data: PAGE });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected ${url}`);
    return next();
  });
  window.history.replaceState(null, '', '/m/2/page/5');
  render(<StorefrontApp fetcher={fetcher as unknown as typeof fetch} languages={['en']} />);
  await screen.findByRole('heading', { name: 'Tasting' });
  return () => calls.filter((call) => call.url.startsWith('/api/storefront/form/'));
};

/** Sends, and waits until the button is free again or the thanks show (the chunk loads first). */
const send = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => {
    const button = screen.queryByRole('button', { name: 'Submit' });
    expect(button === null || button.getAttribute('aria-busy') === null).toBe(true);
  });
};

describe('a page form on the storefront', () => {
  afterEach(cleanup);

  it('sends the answers with a request key, again with the same key after no answer, and thanks', async () => {
    const sentCalls = await start([
      () => Promise.reject(new TypeError('offline')),
      () => json(200, { successful: true, data: { id: 1, submittedAt: '2026-11-28 10:00:00' } }),
    ]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText(/Guests/), { target: { value: '2' } });
    await send();
    expect(screen.getByRole('alert').textContent).toMatch(/could not be reached/);
    await send();
    expect(screen.getByRole('status').textContent).toBe('Thank you, we have received it.');
    const sent = sentCalls();
    expect(sent.map((call) => call.url)).toEqual([
      '/api/storefront/form/2/5',
      '/api/storefront/form/2/5',
    ]);
    const bodies = sent.map(
      (call) => JSON.parse(String(call.init?.body)) as { requestKey: string },
    );
    expect(bodies[0]).toMatchObject({ formId: 9, values: { name: 'Ann', guests: 2 } });
    expect(bodies[1]!.requestKey).toBe(bodies[0]!.requestKey);
    expect(sent[0]!.init?.headers).toMatchObject({ 'accept-language': 'en' });
  });

  it('shows the server’s refusal on the field it names', async () => {
    await start([
      () =>
        json(400, {
          successful: false,
          status: 400,
          field: 'values.guests',
          description: 'The form field "Guests" has an invalid value (expected number)',
        }),
    ]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText(/Guests/), { target: { value: '2' } });
    await send();
    expect(screen.getByLabelText(/Guests/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/"Guests" has an invalid value/)).toBeTruthy();
  });

  it('lists the store’s services in the service drawer', async () => {
    await start([]);
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    const drawer = screen.getByRole('dialog', { name: 'Services' });
    expect(drawer.textContent).toContain('Easy returns');
    expect(drawer.textContent).toContain('Within 7 days');
  });
});
