import { css, cx } from '@linaria/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogPanel } from '../../../shared/theme/dialog';

const panel = css`
  width: min(460px, 90vw);
  max-height: 90vh;
  overflow: auto;
  box-shadow: 0 20px 60px #000a;
  h2 {
    margin-top: 0;
  }
`;
const buttons = css`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 20px;
  button {
    font: inherit;
    font-weight: 700;
    padding: 10px 18px;
    border-radius: 8px;
    cursor: pointer;
    border: 1px solid var(--color-text-muted);
    background: transparent;
    color: var(--color-text);
  }
  button[data-primary] {
    border-color: var(--color-accent);
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** What the action will do, told under the message (a series rule's preview). */
  readonly children?: ReactNode;
}

/**
 * A modal confirmation: a real <dialog>, focus on the harmless choice when it opens, Escape
 * cancels, and focus goes back to what opened it when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    opener.current = document.activeElement;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    cancel.current?.focus();
    return () => {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={cx(dialogPanel, panel)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      aria-busy={busy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open ? (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          <p id={`${id}-message`}>{message}</p>
          {children}
          <div className={buttons}>
            <button ref={cancel} type="button" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </button>
            <button type="button" data-primary onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
