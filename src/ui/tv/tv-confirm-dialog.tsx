import { css } from '@linaria/core';
import { useEffect, useId, useRef } from 'react';
import { useRemoteKeys } from './keys/key-layers';

const backdrop = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.75);
`;
const panel = css`
  width: 900px;
  padding: 48px;
  border-radius: 20px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  font-size: 1.6rem;
  h2 {
    margin: 0 0 16px;
    font-size: 2.2rem;
  }
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

export interface TvConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * A modal confirmation for the remote, shown while mounted: focus starts on the harmless
 * choice, Left and Right move between the two, Enter presses, Back cancels (neither while busy,
 * and the buttons keep the focus); every other key
 * stops here (dialog layer), so nothing moves behind it. Whoever opened it gives focus back.
 */
export function TvConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: TvConfirmDialogProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'left') cancel.current?.focus();
    else if (key.action === 'right') confirm.current?.focus();
    else if (key.action === 'back' && !busy) onCancel();
    else if (key.action === 'enter' && !busy) (document.activeElement === confirm.current ? onConfirm : onCancel)();
    return true;
  });
  return (
    <div className={backdrop}>
      <div
        className={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        aria-busy={busy}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-message`}>{message}</p>
        <div className={buttons}>
          <button ref={cancel} type="button" onClick={() => !busy && onCancel()} aria-disabled={busy}>
            {cancelLabel}
          </button>
          <button ref={confirm} type="button" onClick={() => !busy && onConfirm()} aria-disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
