import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../theme/visually-hidden';

/** How long the region stays empty before a message, so that the same message is read again. */
const CLEAR_MS = 50;

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

/**
 * The one polite live region of a layout (issue 16): zaps, banners and errors are read by
 * screen readers through it, without taking the focus away from where the remote left it.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage('');
    timer.current = setTimeout(() => setMessage(next), CLEAR_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Says a message through the layout's live region. */
export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}

/** Says the message whenever it changes to a new text (null or empty: nothing to say). */
export function useAnnouncement(message: string | null | undefined): void {
  const announce = useAnnounce();
  useEffect(() => {
    if (message) announce(message);
  }, [message, announce]);
}
