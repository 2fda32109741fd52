import { css } from '@linaria/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../shared/i18n/use-translation';
import { useModalDialog } from '../shared/hooks/use-modal-dialog';
import { Link, useLocation } from 'react-router';
import { screenPathOf } from '../shared/route-handle';

const panel = css`
  position: fixed;
  inset: 5vh 5vw;
  margin: 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  border: 0;
  border-radius: 16px;
  background: var(--color-surface);
  color: var(--color-text);
  padding: 32px;
  overflow: auto;
  box-shadow: 0 20px 60px #000a;
  &::backdrop {
    background: #000a;
  }
`;
const close = css`
  float: right;
  color: var(--color-text);
`;

/** A detail overlay over the current screen: a modal dialog, closed by its link or Escape. */
export function Overlay({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const dialog = useModalDialog();
  const closeLink = useRef<HTMLAnchorElement>(null);
  return (
    <dialog
      ref={dialog}
      className={panel}
      aria-labelledby="overlay-heading"
      onCancel={(event) => {
        event.preventDefault();
        closeLink.current?.click();
      }}
    >
      <Link ref={closeLink} className={close} to={{ pathname: screenPathOf(pathname), search }}>
        {t('overlay_close')}
      </Link>
      <h2 id="overlay-heading">{title}</h2>
      {children}
    </dialog>
  );
}
