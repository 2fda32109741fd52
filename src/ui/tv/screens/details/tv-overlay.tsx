import {
  doesFocusableExist,
  FocusContext,
  getCurrentFocusKey,
  setFocus,
  useFocusable,
} from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { FocusableButton } from '../../focusable';
import { useFocusMemory } from '../../focus-memory';
import { useRemoteKeys } from '../../keys/key-layers';
import { useCloseOverlay } from './tv-overlay-nav';

const panel = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 10;
  overflow: auto;
  padding: 56px 96px;
  background: var(--color-bg);
  color: var(--color-text);
  font-size: 1.6rem;
  h2 {
    margin: 0 0 12px;
    font-size: 3rem;
  }
  h3 {
    margin: 28px 0 12px;
    font-size: 2rem;
  }
`;
const head = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  button {
    flex: none;
    margin-left: 32px;
    font: inherit;
    padding: 12px 28px;
    border: 0;
    border-radius: 12px;
    background: var(--color-surface-raised);
    color: var(--color-text);
  }
`;
const hint = css`
  margin: 0 0 16px;
  color: var(--color-text-muted);
`;

interface TvOverlayProps {
  readonly title: string;
  /** The focus key to start on once the content is there (else the close button). */
  readonly initialFocusKey?: string | null;
  readonly ready: boolean;
  readonly children?: ReactNode;
}

/**
 * A detail overlay over the TV screen below it (spec point 2): a modal dialog that keeps the
 * remote's focus inside (a focus boundary), closed by Back or its close button: back in
 * history when the app opened it, else to the screen under it. Back from a screen one of its
 * actions opened (the player, a download) finds the focus on that action again.
 */
export function TvOverlay({ title, initialFocusKey, ready, children }: TvOverlayProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const close = useCloseOverlay();
  const { ref, focusKey } = useFocusable({ focusKey: 'overlay', isFocusBoundary: true, trackChildren: true });
  useRemoteKeys('overlay', (key) => {
    if (key.action !== 'back') return false;
    close();
    return true;
  });
  const memory = useFocusMemory();
  const screen = `overlay:${location.pathname}`;
  const [left] = useState(() => memory.recall(screen));
  // The overlay's own last focus (not the screen's under it), kept when the overlay goes.
  const lastFocus = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (lastFocus.current !== null) memory.remember(screen, lastFocus.current);
    },
    [memory, screen],
  );
  // Until its content is there, the close button has the focus: the remote is never on nothing
  // (found by the random walk: Left then opened the menu over the overlay).
  const start = ready ? (initialFocusKey ?? 'overlay-close') : 'overlay-close';
  useEffect(() => {
    setFocus(left !== undefined && doesFocusableExist(left) ? left : start);
  }, [start, left, location.key]);
  return (
    <FocusContext.Provider value={focusKey}>
      <div
        ref={ref}
        className={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tv-overlay-heading"
        // What had the focus once the content was there (not the close button that waited for it).
        onFocus={() => void (ready && (lastFocus.current = getCurrentFocusKey()))}
      >
        <div className={head}>
          <h2 id="tv-overlay-heading">{title}</h2>
          <FocusableButton focusKey="overlay-close" onPress={close}>
            {t('overlay_close')}
          </FocusableButton>
        </div>
        <p className={hint}>{t('tv_overlay_back_hint')}</p>
        {children}
      </div>
    </FocusContext.Provider>
  );
}
