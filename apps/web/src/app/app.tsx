import { AppRoutes } from './routes';
import { Providers, prepareProviders } from './providers';

/** Everything after the entry: providers and routes. Loaded lazily by main.tsx. */
export const App = () => (
  <Providers>
    <AppRoutes />
  </Providers>
);

/** Work that must finish before the first render (the antd texts of the starting language). */
export const prepareApp = prepareProviders;
