import { css } from '@linaria/core';
import { getCurrentFocusKey, ROOT_FOCUS_KEY, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { InterstitialView } from '../../application/interstitial/interstitial.model';
import { useTranslation } from '../shared/i18n/use-translation';
import { useRemoteKeys } from './keys/key-layers';

const backdrop = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 60;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.8);
`;
const panel = css`
  width: 1000px;
  padding: 48px;
  box-sizing: border-box;
  border-radius: 20px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  font-size: 1.6rem;
  h2 {
    margin: 0 0 16px;
    font-size: 2.4rem;
  }
  p {
    margin: 0 0 12px;
    line-height: 1.4;
  }
  img {
    display: block;
    width: 100%;
    max-height: 360px;
    object-fit: cover;
    border-radius: 14px;
    margin-bottom: 28px;
  }
`;
const address = css`
  color: var(--color-text-muted);
`;
const buttons = css`
  display: flex;
  justify-content: flex-end;
  margin-top: 36px;
  button {
    margin-left: 24px;
    font: inherit;
    font-weight: 700;
    padding: 16px 36px;
    border-radius: 12px;
    border: 2px solid var(--color-text-muted);
    background: transparent;
    color: var(--color-text);
    outline: none;
  }
  button:focus {
    border-color: var(--color-accent);
    background: var(--color-accent);
    color: var(--color-on-accent);
    outline: 6px solid var(--color-accent);
    outline-offset: 4px;
  }
`;

/** Whether an element is under something inert or hidden (the screen behind a modal). */
const hidden = (element: Element) => element.closest('[inert], [aria-hidden="true"]') !== null;

/**
 * The provider's message before the app, for the remote (the TV shell renders it over an inert
 * screen): the focus starts on Close; Left and Right move between Learn more (a link to a screen
 * of the app) and Close, Enter presses, Back dismisses; every other key stops here. Another
 * site's link cannot open on a TV: its address is shown. Once dismissed, the focus goes back to
 * what had it, or to what the screen gave the focus library meanwhile.
 */
export function TvInterstitialDialog({ view, onDismiss }: { view: InterstitialView; onDismiss: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const more = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    close.current?.focus();
    return () => {
      const element = opener.current;
      if (element instanceof HTMLElement && element !== document.body && element.isConnected && !hidden(element))
        return element.focus();
      setFocus(getCurrentFocusKey() ?? ROOT_FOCUS_KEY);
      if (document.activeElement === null || document.activeElement === document.body || hidden(document.activeElement))
        setFocus(ROOT_FOCUS_KEY);
    };
  }, []);
  const internal = view.link !== null && !view.link.external ? view.link.href : null;
  const follow = () => {
    onDismiss();
    if (internal !== null) void navigate(internal);
  };
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'left') (more.current ?? close.current)?.focus();
    else if (key.action === 'right') close.current?.focus();
    else if (key.action === 'back') onDismiss();
    else if (key.action === 'enter')
      (document.activeElement === more.current && internal !== null ? follow : onDismiss)();
    return true;
  });
  return (
    <div className={backdrop}>
      <div
        className={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        {view.image === null ? null : <img src={view.image} alt="" />}
        <h2 id={`${id}-title`}>{view.title}</h2>
        <p id={`${id}-text`}>{view.text}</p>
        {view.link?.external ? <p className={address}>{view.link.href.replace(/^https?:\/\//i, '')}</p> : null}
        <div className={buttons}>
          {internal === null ? null : (
            <button ref={more} type="button" onClick={follow}>
              {t('interstitial_more')}
            </button>
          )}
          <button ref={close} type="button" onClick={onDismiss}>
            {t('interstitial_close')}
          </button>
        </div>
      </div>
    </div>
  );
}
