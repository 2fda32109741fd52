import { useLocation } from 'react-router';
import { screenPathOf } from '../overlay';

/** The path of another VOD overlay over the same list screen, e.g. a product from its season. */
export function useVodOverlayPath(): (overlay: string) => string {
  const { pathname } = useLocation();
  const screen = screenPathOf(pathname).replace(/\/$/, '');
  return (overlay: string) => `${screen}/${overlay}`;
}

/** A position in seconds as m:ss or h:mm:ss. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h > 0 ? `${h}:` : ''}${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
}
