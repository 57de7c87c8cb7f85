import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every path change starts at the top of the page (spec 000 section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
