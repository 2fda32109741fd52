import { useLocation, useNavigate } from 'react-router';
import { screenPathOf } from '../../../shared/route-handle';

/** How an overlay was opened: from the app (Back goes back in history) or from an address. */
export interface OverlayState {
  readonly overlayBack?: boolean;
}

/** Opens an overlay so that closing it goes back to exactly where it was opened. */
export const overlayNavigation = { state: { overlayBack: true } satisfies OverlayState };

/** Opens another overlay over the same screen (people from a show, a show from a series). */
export function useOpenOverlay(): (overlay: 'show' | 'serie' | 'people', id: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screen = screenPathOf(pathname).replace(/\/$/, '');
  return (overlay, id) => void navigate(`${screen}/${overlay}/${encodeURIComponent(id)}`, overlayNavigation);
}

/** Closes the overlay: back in history when the app opened it, else to the screen under it. */
export function useCloseOverlay(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if ((location.state as OverlayState | null)?.overlayBack) void navigate(-1);
    else void navigate(screenPathOf(location.pathname), { replace: true });
  };
}
