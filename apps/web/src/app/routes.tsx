import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AccessGuard } from './access-guard';

/** Every screen is its own lazily loaded chunk. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const LoginScreen = screen(() => import('../features/auth/login-screen'), 'LoginScreen');
/** antd and the console's providers: loaded by every route but /login (console-zone.tsx). */
const ConsoleZone = lazy(async () => {
  const [zone, providers] = await Promise.all([import('./console-zone'), import('./providers')]);
  // The antd texts of the starting language arrive before the first render: nothing flickers.
  await providers.prepareProviders();
  return { default: zone.ConsoleZone };
});
// The logged-in shell (layout, menus, the router table) is a chunk of its own too.
const ShellRoot = screen(() => import('./shell-root'), 'ShellRoot');
const AuthRedirectScreen = screen(
  () => import('../features/auth/auth-redirect-screen'),
  'AuthRedirectScreen',
);
const NotFoundScreen = screen(() => import('../features/errors/error-screens'), 'NotFoundScreen');
const UnauthorizedScreen = screen(
  () => import('../features/errors/error-screens'),
  'UnauthorizedScreen',
);

/**
 * Outside the shell: /login, /auth-redirect, /404, /401. Everything else (/, /redirect/*, the
 * static routes, the permitted menu routes, unknown paths → /404) is resolved by the shell.
 * /login needs neither antd nor the shell: it is the console's lightest route.
 */
export const AppRoutes = () => (
  <BrowserRouter useTransitions={false}>
    <Routes>
      <Route element={<AccessGuard />}>
        <Route path="/login" element={<LoginScreen />} />
        <Route element={<ConsoleZone />}>
          <Route path="/auth-redirect" element={<AuthRedirectScreen />} />
          <Route path="/404" element={<NotFoundScreen />} />
          <Route path="/401" element={<UnauthorizedScreen />} />
          <Route path="*" element={<ShellRoot />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  </BrowserRouter>
);
