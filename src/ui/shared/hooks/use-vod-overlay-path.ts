import { useLocation } from 'react-router';
import { screenPathOf } from '../route-handle';

/** The path of another VOD overlay over the same list screen, e.g. a product from its season. */
export function useVodOverlayPath(): (overlay: string) => string {
  const { pathname } = useLocation();
  const screen = screenPathOf(pathname).replace(/\/$/, '');
  return (overlay: string) => `${screen}/${overlay}`;
}
