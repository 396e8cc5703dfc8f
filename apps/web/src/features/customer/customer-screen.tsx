import { lazy } from 'react';

// /customer/index through a small door: the shell's screen table knows only this module, whose
// own chunk loads the list (the registry's machinery and the Detail button), so the shell does
// not carry the list's long list of chunks to preload (console weight budget). While it loads,
// the view's own Suspense boundary shows its loading state. (A screen is itself made lazy by the
// shell, and a lazy component may not resolve to another: hence the plain component around it.)

const CustomerListScreen = lazy(async () => ({
  default: (await import('./customer-list-screen')).CustomerListScreen,
}));

export const Customers = () => <CustomerListScreen />;
