import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { currentLocale, loadLocale } from '../lib/i18n';
import { buildShellRoutes } from '../lib/permitted-routes';
import { clearSession, useSession } from '../lib/session-store';
import { loadUserInfo } from '../lib/session';
import { HOME_PATH } from '../lib/route-access';
import { loginCache, sessionStore } from '../lib/storage';
import { toast } from '../lib/toast';
import { useAfterLoginLoads } from '../resources/after-login';
import { systemSettingsDialog } from '../resources/system-settings-opener';
import { SCREENS } from './screens';

// The shell's module registers the route titles' loader; the titles of a language other than the
// bundled English are fetched before the shell first draws, so no menu shows a route key.
const ShellLayout = lazy(async () => {
  const { ShellLayout: layout } = await import('../features/shell/shell-layout');
  await loadLocale(currentLocale());
  return { default: layout };
});
const SystemSettingsHost = lazy(async () => ({
  default: (await import('../features/settings/system-settings-dialog')).SystemSettingsHost,
}));

/**
 * The system settings dialog (tables, trees, progress bars) is fetched when it is first asked
 * for, not with the shell; once there it stays mounted, so that it closes with its animation.
 */
const SystemSettingsOnDemand = () => {
  const asked = systemSettingsDialog.use() !== null;
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);
  if (!mounted && !asked) return null;
  return (
    <Suspense fallback={null}>
      <SystemSettingsHost />
    </Suspense>
  );
};

/**
 * The logged-in part of the console. The permitted routes are generated once per session
 * (at login, or here when the session has none yet, e.g. a token handed over by
 * /auth-redirect). If that fails the user is logged out locally, sees the error and goes to /.
 */
export const ShellRoot = () => {
  const session = useSession();
  const navigate = useNavigate();
  const generating = useRef(false);
  // Stored routes (even an empty list) mean they were generated for this session.
  const ready = session.token !== null && sessionStore.get('routes') !== null;

  useEffect(() => {
    // A login in progress generates them itself.
    if (ready || generating.current || loginCache.get('loginPending')) return;
    generating.current = true;
    loadUserInfo()
      .catch((error: unknown) => {
        clearSession();
        // A message that outlives the console's providers: /login has none.
        void toast('error', error instanceof Error ? error.message : String(error));
        navigate(HOME_PATH, { replace: true });
      })
      .finally(() => {
        generating.current = false;
      });
  }, [ready, session, navigate]);

  // console.md §4: the dictionary after 1 s, the organisation tree after 1.2 s.
  useAfterLoginLoads();
  const routes = useMemo(() => buildShellRoutes(session.routes, SCREENS), [session.routes]);
  if (!ready) return <PageLoading />;
  return (
    <>
      <ShellLayout routes={routes} />
      <SystemSettingsOnDemand />
    </>
  );
};
