import { AppRoutes } from './routes';

/**
 * Everything after the entry: the routes. Loaded lazily by main.tsx. The providers (antd,
 * queries) wrap every route but /login, and arrive with the first of them (routes.tsx).
 */
export const App = () => <AppRoutes />;

/** Work that must finish before the first render: none any more (the providers do their own). */
export const prepareApp = async (): Promise<void> => undefined;
