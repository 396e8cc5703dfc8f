import {
  Component,
  Suspense,
  lazy,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Route, Routes, type Location } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { ShellRoute } from '../../lib/permitted-routes';
import type { ScreenLoader } from '../../lib/screen-table';
import { recordError } from './error-log-store';
import { shellMessages } from './shell.i18n';

/**
 * antd's Result (with its 404/403/500 pictures, about 11 kB gzip) is fetched only when a view
 * fails or is not available, not with the shell.
 */
const Result = lazy(() => import('antd/es/result'));

/** One lazy component per loader, so a screen's chunk is fetched once and its type stays stable. */
const lazyScreens = new Map<ScreenLoader, ComponentType>();
const screenOf = (loader: ScreenLoader): ComponentType => {
  let screen = lazyScreens.get(loader);
  if (!screen) {
    screen = lazy(async () => ({ default: await loader() }));
    lazyScreens.set(loader, screen);
  }
  return screen;
};

const ViewFailed = () => {
  const t = useMessages(shellMessages);
  return (
    <Suspense fallback={null}>
      <Result
        status="error"
        title={t('errorLog.viewFailed')}
        subTitle={t('errorLog.viewFailedHint')}
        data-testid="view-failed"
      />
    </Suspense>
  );
};

/** A render error of a view goes to the error log; the rest of the shell keeps working. */
class ViewErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    recordError(error, info.componentStack?.trim() ?? '');
  }

  override render() {
    return this.state.failed ? <ViewFailed /> : this.props.children;
  }
}

/** A permitted path whose screen no feature declares yet. */
export const ScreenNotAvailable = ({ path }: { path: string }) => {
  const t = useMessages(shellMessages);
  return (
    <Suspense fallback={null}>
      <Result
        status="info"
        data-testid="screen-not-available"
        title={t('screen.notAvailableTitle')}
        subTitle={t('screen.notAvailable', { path })}
      />
    </Suspense>
  );
};

/**
 * Shows one view: its screen sees the location it was opened at (kept views stay on their own
 * query while another tab is active), inside an error boundary and a loading fallback.
 */
export const ViewHost = ({ route, location }: { route: ShellRoute; location: Location }) => {
  const Screen = route.loader ? screenOf(route.loader) : null;
  return (
    <ViewErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes location={location}>
          <Route
            path="*"
            element={Screen ? <Screen /> : <ScreenNotAvailable path={route.path} />}
          />
        </Routes>
      </Suspense>
    </ViewErrorBoundary>
  );
};
