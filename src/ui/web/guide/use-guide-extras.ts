import { useRef } from 'react';
import type { Session } from '../../../domain/session';
import { EMPTY_EXTRAS, type ShowExtras } from '../../../domain/show-extras';
import { useShowExtras } from '../../shared/hooks/use-show-extras';

/**
 * The user's extras (recordings, archives, bookmarks) for the grid. While they reload after a
 * change, the previous ones of the same session stay, so recorded marks do not blink off.
 */
export function useGuideExtras(session: Session | null): { extras: ShowExtras; reload: () => void } {
  const { extras, reload } = useShowExtras();
  const last = useRef({ session, extras });
  if (extras !== EMPTY_EXTRAS || last.current.session !== session) last.current = { session, extras };
  return { extras: last.current.extras, reload };
}
