import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
// First: zod's configuration, before any chunk that makes a schema (docs/security.md).
import './lib/zod-setup';
import { clearLoginCache } from './lib/storage';

// Start-up: the login cache of an earlier page life must not leak into this one.
clearLoginCache();

// The entry stays small: providers, antd and every screen arrive in lazy chunks.
const App = lazy(async () => {
  const module = await import('./app/app');
  await module.prepareApp();
  return { default: module.App };
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);
