/**
 * The TV menu (issue 12): how a screen hands the remote to it.
 *
 * - **Left off the first column: nothing to do.** When your screen's key handlers leave Left
 *   unused (return false) and the focus library then finds nothing to the left of the focused
 *   element, the menu opens. So a screen built of `useFocusable` elements gets it for free.
 *   Never from inside an overlay or a dialog: Left at its edge does nothing there.
 * - **A screen with its own navigation** (a grid that handles Left itself and returns true)
 *   opens it explicitly when Left falls off its first column:
 *   `const menu = useTvMenu(); … if (atFirstColumn) { menu.open(); return true; }`
 *   or returns false from its handler there, so that the rule above applies.
 * - **Back**: an unused Back on a top-level screen (`isTopLevelPath`: home, live, guide, … and
 *   their tabs) opens the menu; elsewhere it goes back in history (or opens the menu when there
 *   is no history). Handle Back yourself (`useBackKey`) to close an overlay or leave the player.
 * - Colour, media, digit, channel, Info and Guide keys that no screen used do nothing (green is
 *   "reminder later": a no-op for now). The menu itself takes every key while it is open, and
 *   gives the focus back to the element that had it when it closes with Back.
 */
import { getCurrentFocusKey, ROOT_FOCUS_KEY, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isTopLevelPath } from '../../../application/navigation/menu';
import { afterCurrentTask } from '../../shared/schedule';
import { useRemoteKeys } from '../keys/key-layers';

interface TvMenuControl {
  readonly isOpen: boolean;
  /** Opens the menu; the element focused now gets the focus back when the menu closes with Back. */
  open(): void;
  /** Closes it; `restore` gives the focus back (false when the menu leads elsewhere). */
  close(restore: boolean): void;
}

const TvMenuContext = createContext<TvMenuControl | null>(null);

const MODAL = 'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
/**
 * Whether the focus is in an overlay or a dialog (a modal the focus stays in), or on nothing while
 * one is open (an overlay whose content is on its way): the menu never opens over a modal.
 */
const insideModal = (element: Element | null) =>
  element === null || element === document.body
    ? document.querySelector(MODAL) !== null
    : element.closest(MODAL) !== null;

/** The keys the focus library uses; every other unused key is swallowed by the shell. */
const FOCUS_LIBRARY_KEYS = new Set(['up', 'down', 'right', 'enter']);

export function TvMenuProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { pathname, key: locationKey } = useLocation();

  const open = useCallback(() => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    setOpen(true);
  }, []);
  const restoring = useRef(false);
  // The element that had the focus when the menu closed to lead elsewhere, until that navigation is drawn.
  const leftFrom = useRef<HTMLElement | null>(null);
  const close = useCallback((restore: boolean) => {
    if (!restore) {
      leftFrom.current = opener.current;
      opener.current = null;
    }
    restoring.current = restore;
    setOpen(false);
  }, []);
  // Every move of the real focus, so that Left can tell whether the focus library moved it.
  const focusMoves = useRef(0);
  useEffect(() => {
    const count = () => void (focusMoves.current += 1);
    document.addEventListener('focusin', count);
    return () => document.removeEventListener('focusin', count);
  }, []);
  // The focus goes back once the screen is no longer inert, i.e. after the closed menu rendered.
  // When the screen changed under the menu (the player left for home while it was open), the
  // element that had the focus is gone: the focus library then focuses the new screen's first.
  // When a dialog opened over it meanwhile (an overlay still loading when the menu was asked
  // for), that element is hidden under the dialog, which has the focus library's focus.
  useLayoutEffect(() => {
    if (isOpen || !restoring.current) return;
    restoring.current = false;
    const element = opener.current;
    opener.current = null;
    const hidden = (node: Element) => node.closest('[inert], [aria-hidden="true"]') !== null;
    if (element?.isConnected && !hidden(element)) return element.focus();
    if (element?.isConnected) {
      // The dialog asked the focus library for its first control while the menu was open: it has it.
      setFocus(getCurrentFocusKey());
      if (!hidden(document.activeElement ?? document.body)) return;
    }
    setFocus(ROOT_FOCUS_KEY);
    if (document.activeElement === document.body)
      document.querySelector<HTMLElement>('main button, main [tabindex="0"]')?.focus();
  }, [isOpen]);

  // An entry that led to another address of the screen shown (search without its tab, another
  // recordings tab): the screen stays, and so does the element that had the focus, which gets it
  // back. A new screen focuses its own first control, as before.
  useEffect(() => {
    const element = leftFrom.current;
    leftFrom.current = null;
    if (element === null || document.activeElement !== document.body) return;
    if (element.isConnected && element.closest('[inert], [aria-hidden="true"]') === null) element.focus();
  }, [locationKey]);

  useRemoteKeys(
    'shell',
    (key) => {
      // Inside an overlay or a dialog, Left at its edge does nothing: the menu never opens over it.
      if (key.action === 'left' && insideModal(document.activeElement)) return false;
      if (key.action === 'left') {
        // The focus library moves first (after this handler); if the focus has not moved since, Left
        // fell off the screen. Counting moves, not comparing the focused element: on a loaded TV the
        // check may run after the next keys, which can bring the focus back to the same element.
        const moves = focusMoves.current;
        afterCurrentTask(() => {
          if (focusMoves.current === moves) open();
        });
        return false;
      }
      if (key.action === 'back') {
        const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
        if (isTopLevelPath(pathname) || !canGoBack) open();
        else navigate(-1);
        return true;
      }
      return !FOCUS_LIBRARY_KEYS.has(key.action);
    },
    !isOpen,
  );

  const control = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <TvMenuContext.Provider value={control}>{children}</TvMenuContext.Provider>;
}

/** Opens or closes the TV menu from a screen (see the top of this module). */
export function useTvMenu(): TvMenuControl {
  const control = useContext(TvMenuContext);
  if (control === null) throw new Error('useTvMenu needs a TvMenuProvider');
  return control;
}
