import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { noteNavigation } from '../browser-error-collector';

/**
 * Tells the error collector about each navigation (spec 2 §7). Renders nothing, so the server's HTML and the
 * hydrated page agree; effects run only in the browser. A change of the hash alone is no new page view.
 */
export function ErrorReportNavigation(): null {
  const { pathname, search } = useLocation();
  useEffect(() => {
    noteNavigation();
  }, [pathname, search]);
  return null;
}
