import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import { data } from './storefront-shop.fixtures';

// Opening a shop page for the activity page tests (group buys, bargains) and signing in on the
// way: the storefront at an address, with a fake shopper API.

/** The tenant's online store (store 3), as `GET config/:tenantId` answers it. */
export const CONFIG = data({ takesOrders: true, storeId: 3 });

/** The storefront at `path`, its first answers in. */
export const openShop = async (path: string, fetcher: typeof fetch, languages = ['en']) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={languages} />);
  await act(async () => {
    await Promise.resolve();
  });
};

/** On the sign-in page: a code sent and entered, Sign in. */
export const signInOnPage = async () => {
  const login = await screen.findByRole('main', { name: 'Sign in' });
  fireEvent.change(within(login).getByLabelText('Mobile number'), {
    target: { value: '13800000000' },
  });
  fireEvent.click(within(login).getByRole('button', { name: 'Send code' }));
  await within(login).findByRole('button', { name: /Send again/ });
  fireEvent.change(within(login).getByLabelText('Code'), { target: { value: '123456' } });
  fireEvent.click(within(login).getByRole('button', { name: 'Sign in' }));
};
