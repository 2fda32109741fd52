import { css, cx } from '@linaria/core';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { InterstitialView } from '../../application/interstitial/interstitial.model';
import { useModalDialog } from '../shared/hooks/use-modal-dialog';
import { useTranslation } from '../shared/i18n/use-translation';
import { dialogPanel } from '../shared/theme/dialog';

const panel = css`
  width: min(520px, calc(100vw - 32px));
  box-sizing: border-box;
  h2 {
    margin: 0 0 12px;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
  img {
    display: block;
    width: 100%;
    max-height: 240px;
    object-fit: cover;
    border-radius: 10px;
    margin-bottom: 16px;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 12px;
  margin-top: 24px;
  a {
    color: var(--color-text);
    font-weight: 600;
    padding: 10px 4px;
  }
  button {
    font: inherit;
    font-weight: 700;
    padding: 10px 20px;
    border: 0;
    border-radius: 8px;
    background: var(--color-accent);
    color: var(--color-on-accent);
    cursor: pointer;
  }
`;

/** The provider's message before the app, over the first screen, when it has one (see `useInterstitial`). */
/**
 * The message as a modal dialog: its picture, title, text and link; Close or Escape dismisses it,
 * following its link to a screen of the app too (another site opens in a new tab).
 */
export function InterstitialDialog({ view, onDismiss }: { view: InterstitialView; onDismiss: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useModalDialog();
  // After the modal opened (which focuses its first control, the link): the focus starts on Close.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <dialog
      ref={ref}
      className={cx(dialogPanel, panel)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {view.image === null ? null : <img src={view.image} alt="" />}
      <h2 id={`${id}-title`}>{view.title}</h2>
      <p id={`${id}-text`}>{view.text}</p>
      <div className={actions}>
        {view.link === null ? null : view.link.external ? (
          <a href={view.link.href} target="_blank" rel="noopener noreferrer">
            {t('interstitial_more')} <span>{t('interstitial_new_tab')}</span>
          </a>
        ) : (
          <Link to={view.link.href} onClick={onDismiss}>
            {t('interstitial_more')}
          </Link>
        )}
        <button ref={close} type="button" onClick={onDismiss}>
          {t('interstitial_close')}
        </button>
      </div>
    </dialog>
  );
}
