import { useLocation } from 'react-router';
import { screenPathOf } from '../../../shared/route-handle';

/** The path of an overlay over the same list screen, e.g. people/{name} from show/{id}. */
export function useOverlayPath(): (overlay: string) => string {
  const { pathname } = useLocation();
  const screen = screenPathOf(pathname).replace(/\/$/, '');
  return (overlay: string) => `${screen}/${overlay}`;
}
