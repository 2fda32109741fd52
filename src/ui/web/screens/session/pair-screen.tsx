import { css, cx } from '@linaria/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { usePairing } from '../../../shared/hooks/use-pairing';
import { alertText, webForm } from '../../../shared/theme/form';

/** The code is read more easily spaced out and in capitals. */
const codeForm = css`
  input {
    font-size: 1.4rem;
    letter-spacing: 0.2em;
    text-transform: uppercase;
  }
`;

/** Eight characters, a dash and a little room for spaces around them. */
const PAIRING_INPUT_MAX_LENGTH = 16;

/** /pair (web): the activation code shown on a TV, checked for its format, confirmed, then granted to the TV. */
export function PairScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const state = usePairing(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.send(state.submitEvent(code));
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('pairing_title')}</h1>
      {state.confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('pair_confirm_question', { code: state.code })}</p>
          <button type="button" onClick={() => state.send(state.confirmEvent)}>
            {t('pair_confirm')}
          </button>
          <button
            type="button"
            onClick={() => {
              setCode('');
              state.send(state.refuseEvent);
            }}
            autoFocus
          >
            {t('pair_refuse')}
          </button>
        </div>
      ) : state.paired ? (
        <>
          <p role="status">{t('pair_done')}</p>
          <button
            type="button"
            onClick={() => {
              setCode('');
              state.send(state.againEvent);
            }}
          >
            {t('pair_again')}
          </button>
        </>
      ) : (
        <form className={cx(webForm, codeForm)} onSubmit={submit} noValidate aria-busy={state.verifying}>
          <p>{t('pair_intro')}</p>
          {state.errorKey ? (
            <p role="alert" className={alertText}>
              {t(state.errorKey)}
            </p>
          ) : null}
          <label htmlFor={`${id}-code`}>{t('pair_code')}</label>
          <input
            id={`${id}-code`}
            autoComplete="off"
            maxLength={PAIRING_INPUT_MAX_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={state.error !== null}
          />
          <button type="submit" disabled={state.verifying}>
            {t('pair_submit')}
          </button>
        </form>
      )}
    </section>
  );
}
