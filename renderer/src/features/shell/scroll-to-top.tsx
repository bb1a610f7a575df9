import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Part 1 §2: every navigation starts at the top, back and forward included. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
