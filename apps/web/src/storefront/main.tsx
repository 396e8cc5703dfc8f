import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StorefrontApp } from './storefront-app';
import './storefront.css';

// The storefront's entry (storefront/index.html, served for /m/*): React, react-dom and the
// widgets' render entry, nothing of the console (no antd, no zod, no router library).
const root = document.getElementById('root');
if (!root) throw new Error('storefront/index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <StorefrontApp />
  </StrictMode>,
);
