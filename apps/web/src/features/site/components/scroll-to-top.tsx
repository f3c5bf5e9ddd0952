import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * docs/product.md#public-site: every route change starts at the top of the page. Not the first load: a reader
 * who scrolled while the script was arriving stays where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
