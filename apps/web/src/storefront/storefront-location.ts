import { useCallback, useEffect, useState } from 'react';

// A tiny router: the address is the state; links push it, Back and Forward pop it.

export type StorefrontLocation = { pathname: string; search: string };

/** Goes to an address; `replace` takes the current entry's place (a sign-in's way back). */
export type Navigate = (href: string, options?: { replace?: boolean }) => void;

const current = (): StorefrontLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

export const useStorefrontLocation = (): {
  location: StorefrontLocation;
  navigate: Navigate;
} => {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const pop = () => setLocation(current());
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, []);
  const navigate = useCallback<Navigate>((href, options) => {
    if (options?.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    setLocation(current());
  }, []);
  return { location, navigate };
};
