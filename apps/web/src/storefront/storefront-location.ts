import { useCallback, useEffect, useState } from 'react';

// A tiny router: the address is the state; links push it, Back and Forward pop it.

export type StorefrontLocation = { pathname: string; search: string };

const current = (): StorefrontLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

export const useStorefrontLocation = (): {
  location: StorefrontLocation;
  navigate: (href: string) => void;
} => {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const pop = () => setLocation(current());
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, []);
  const navigate = useCallback((href: string) => {
    window.history.pushState(null, '', href);
    setLocation(current());
  }, []);
  return { location, navigate };
};
