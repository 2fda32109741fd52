import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isOverlayPath } from '../route-handle';

/** Scrolls to the top on every screen change, except when moving to or from an overlay. */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname && !isOverlayPath(previous.current) && !isOverlayPath(pathname))
      window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);
}
