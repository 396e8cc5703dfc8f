import { Navigate, useSearchParams } from 'react-router';
import { HOME_PATH, safeRedirect } from '../../lib/route-access';

/** Public landing point of an outside sign-in round trip: continues to its target, else home. */
export const AuthRedirectScreen = () => {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirect(params.get('redirect')) ?? HOME_PATH} replace />;
};
