import { css, cx } from '@linaria/core';
import { useId, type FormEvent } from 'react';
import { FEEDBACK_MAX_LENGTH } from '../../../../domain/account/feedback';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeedback } from '../../../shared/hooks/use-feedback';
import { alertText, webForm } from '../../../shared/theme/form';

const messageForm = css`
  textarea {
    min-height: 10rem;
    font: inherit;
    resize: vertical;
  }
`;

/** /feedback: a required message sent to the provider, a confirmation, and on failure the message kept with a retry. */
export function FeedbackScreen() {
  const { t } = useTranslation();
  const id = useId();
  const state = useFeedback();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.send(state.sendEvent);
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('feedback_title')}</h1>
      {state.sent ? (
        <>
          <p role="status">{t('feedback_sent')}</p>
          <button type="button" onClick={() => state.send(state.againEvent)}>
            {t('feedback_again')}
          </button>
        </>
      ) : (
        <form className={cx(webForm, messageForm)} onSubmit={submit} noValidate aria-busy={state.sending}>
          <p>{t('feedback_intro')}</p>
          {state.errorKey ? (
            <p role="alert" className={alertText} id={`${id}-error`}>
              {t(state.errorKey)}
            </p>
          ) : null}
          <label htmlFor={`${id}-message`}>{t('feedback_message')}</label>
          <textarea
            id={`${id}-message`}
            required
            maxLength={FEEDBACK_MAX_LENGTH}
            value={state.message}
            onChange={(event) => state.send(state.typeEvent(event.target.value))}
            aria-invalid={state.error === 'message_required'}
            aria-describedby={state.errorKey ? `${id}-error` : undefined}
          />
          <button type="submit" disabled={state.sending}>
            {t(state.canRetry ? 'retry' : 'feedback_send')}
          </button>
        </form>
      )}
    </section>
  );
}
