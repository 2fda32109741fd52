import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useId, useRef } from 'react';
import { useFeedback } from '../../../shared/hooks/use-feedback';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';
import { TvKeyboard, type TvKeyboardHandle } from '../../keyboard/tv-keyboard';
import { useRemoteKeys } from '../../keys/key-layers';
import { tvAccountAlert, tvAccountPage, tvAccountPrimary } from './tv-account-styles';

const SEND_KEY = 'feedback-send';

/* The keyboard on the left, what is typed and the send button beside it. Chromium 68: no flex gap. */
const columns = css`
  display: flex;
  align-items: flex-start;
  > div + div {
    margin-left: 48px;
    width: 760px;
  }
`;
const message = css`
  min-height: 240px;
  margin: 0 0 24px;
  padding: 16px 20px;
  border: 2px solid var(--color-text-muted);
  border-radius: 12px;
  white-space: pre-wrap;
  word-break: break-word;
`;

/**
 * /feedback on TV: the message typed with the on-screen keyboard (or the remote's digits), Right
 * from its last column to the send button, Left back to the keyboard. On failure the message
 * stays and the button retries; once sent, another message can be written.
 */
export function TvFeedbackScreen() {
  const { t } = useTranslation();
  const id = useId();
  const state = useFeedback();
  const keyboard = useRef<TvKeyboardHandle>(null);
  const side = useRef<HTMLDivElement>(null);
  const { ref, focusKey } = useFocusable({ focusKey: 'feedback-screen', trackChildren: true });
  useRemoteKeys(
    'screen',
    (key) => {
      if (key.action !== 'left' || !side.current?.contains(document.activeElement)) return false;
      keyboard.current?.focusLastUsed();
      return true;
    },
    !state.sent,
  );
  const send = () => {
    if (!state.sending) state.send(state.sendEvent);
  };
  return (
    <main className={tvAccountPage} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('feedback_title')}</h1>
      <FocusContext.Provider value={focusKey}>
        <div ref={ref}>
          {state.sent ? (
            <>
              <p role="status">{t('feedback_sent')}</p>
              <FocusableButton focusKey="feedback-again" autoFocus onPress={() => state.send(state.againEvent)}>
                {t('feedback_again')}
              </FocusableButton>
            </>
          ) : (
            <div aria-busy={state.sending}>
              <p>
                {t('feedback_intro')} {t('tv_feedback_hint')}
              </p>
              <div className={columns}>
                <div>
                  <TvKeyboard
                    ref={keyboard}
                    value={state.message}
                    onChange={(next) => state.send(state.typeEvent(next))}
                    active
                    autoFocus
                    onRightEdge={() => {
                      setFocus(SEND_KEY);
                      return true;
                    }}
                  />
                </div>
                <div ref={side} role="group" aria-labelledby={`${id}-label`}>
                  <p id={`${id}-label`}>{t('feedback_message')}</p>
                  <p className={message} aria-describedby={state.errorKey ? `${id}-error` : undefined}>
                    {state.message}
                  </p>
                  {state.errorKey ? (
                    <p role="alert" id={`${id}-error`} className={tvAccountAlert}>
                      {t(state.errorKey)}
                    </p>
                  ) : null}
                  <FocusableButton focusKey={SEND_KEY} className={tvAccountPrimary} onPress={send}>
                    {t(state.canRetry ? 'retry' : 'feedback_send')}
                  </FocusableButton>
                </div>
              </div>
            </div>
          )}
        </div>
      </FocusContext.Provider>
    </main>
  );
}
