import { css, cx } from '@linaria/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalDialog } from '../../../shared/hooks/use-modal-dialog';
import type { ApiErrorKind } from '../../../../domain/errors';
import type { PinError } from '../../../../domain/account/parental';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { dialogPanel } from '../../../shared/theme/dialog';

const dialog = css`
  width: min(420px, 90vw);
  form {
    display: grid;
    gap: 12px;
  }
  button {
    font: inherit;
    padding: 10px;
    border: 0;
    border-radius: 8px;
    background: var(--color-surface);
    color: var(--color-text);
    cursor: pointer;
  }
  button[type='submit'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 700;
  }
  input {
    font: inherit;
    font-size: 1.6rem;
    letter-spacing: 0.5em;
    text-align: center;
    padding: 8px;
    border-radius: 8px;
    border: 1px solid var(--color-text-muted);
    background: var(--color-surface);
    color: var(--color-text);
  }
`;
const alert = css`
  color: var(--color-error);
  margin: 0;
`;

/**
 * The parental challenge (spec point 4): a 4-digit code, checked by the machine; a wrong code lets
 * the user try again. `intro` says what the code opens (a protected programme by default).
 */
export function PinDialog({
  busy,
  error,
  onSubmit,
  onCancel,
  intro = 'pin_intro',
}: {
  busy: boolean;
  error: ApiErrorKind | PinError | null;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
  intro?: 'pin_intro' | 'pin_intro_settings';
}) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useModalDialog();
  const [pin, setPin] = useState('');
  // A wrong PIN is typed again; after any other failure (network, server) the PIN stays for a retry.
  // Emptied in the render that shows the error (not an effect after it): the two are seen together.
  const [shownError, setShownError] = useState(error);
  if (error !== shownError) {
    setShownError(error);
    if (error === 'wrong-pin') setPin('');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(pin);
  };
  return (
    <dialog
      ref={ref}
      className={cx(dialogPanel, dialog)}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>{t('pin_title')}</h2>
        <p>{t(intro)}</p>
        {error ? (
          <p role="alert" className={alert}>
            {t(error === 'pin_format' || error === 'pin_mismatch' ? error : errorTextKey(error))}
          </p>
        ) : null}
        <label htmlFor={`${id}-pin`}>{t('pin_label')}</label>
        <input
          id={`${id}-pin`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="[0-9]{4}"
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          autoFocus
        />
        <button type="submit" disabled={busy}>
          {t('pin_submit')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('pin_cancel')}
        </button>
      </form>
    </dialog>
  );
}
