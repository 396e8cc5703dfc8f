import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { AccessGuard } from './access-guard';

/** Every screen is its own lazily loaded chunk. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const LoginScreen = screen(() => import('../features/auth/login-screen'), 'LoginScreen');
const HomeScreen = screen(() => import('../features/auth/home-screen'), 'HomeScreen');
const AuthRedirectScreen = screen(
  () => import('../features/auth/auth-redirect-screen'),
  'AuthRedirectScreen',
);
const NotFoundScreen = screen(() => import('../features/errors/error-screens'), 'NotFoundScreen');
const UnauthorizedScreen = screen(
  () => import('../features/errors/error-screens'),
  'UnauthorizedScreen',
);

/** /redirect/{fullPath}: re-enters a route, which remounts its screen (used for "refresh"). */
const RedirectRoute = () => {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
};

export const AppRoutes = () => (
  <BrowserRouter useTransitions={false}>
    <Routes>
      <Route element={<AccessGuard />}>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/auth-redirect" element={<AuthRedirectScreen />} />
        <Route path="/" element={<HomeScreen />} />
        <Route path="/redirect/*" element={<RedirectRoute />} />
        <Route path="/404" element={<NotFoundScreen />} />
        <Route path="/401" element={<UnauthorizedScreen />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  </BrowserRouter>
);
