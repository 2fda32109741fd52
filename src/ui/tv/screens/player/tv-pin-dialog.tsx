import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css, cx } from '@linaria/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ZapDirection } from '../../../../application/playback/zapping.model';
import type { ApiErrorKind } from '../../../../domain/errors';
import { PIN_LENGTH, type PinError } from '../../../../domain/account/parental';
import { useModalDialog } from '../../../shared/hooks/use-modal-dialog';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { dialogPanel } from '../../../shared/theme/dialog';
import { useRemoteKeys } from '../../keys/key-layers';
import { PanelButton } from './panel-button';
import { dialogAlert, pinDots, tvDialog } from './tv-dialog-styles';

const zapHint = css`
  margin: 8px 0 0;
  color: var(--color-text-muted);
`;

const NAVIGATION = new Set(['up', 'down', 'left', 'right', 'enter']);

/**
 * The parental PIN on TV (spec point 4): the remote's digits type the code, sent once it has its
 * 4 digits; Clear starts again, Back or Cancel gives up. A wrong code empties it for another try;
 * after any other failure the digits stay, sent again with Valider (nothing typed is lost).
 * CH+ and CH- zap on when the screen allows it (the request is dropped); every other key stays in the dialog.
 */
export function TvPinDialog({
  busy,
  error,
  onSubmit,
  onCancel,
  onZap,
}: {
  busy: boolean;
  error: ApiErrorKind | PinError | null;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
  /** CH+ (1) and CH- (-1) while the PIN is asked for a channel: the viewer zaps on, which drops the request. */
  onZap?: (direction: ZapDirection) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModalDialog();
  const [pin, setPin] = useState('');
  // A wrong code empties it in the render that says so (not in an effect after it): a digit typed as
  // soon as the message shows starts the next try instead of being dropped on the old code.
  const [saidError, setSaidError] = useState(error);
  if (error !== saidError) {
    setSaidError(error);
    if (error === 'wrong-pin') setPin('');
  }
  const { ref, focusKey, focusSelf } = useFocusable({
    focusKey: 'pin-dialog',
    trackChildren: true,
    isFocusBoundary: true,
  });
  useEffect(() => focusSelf(), [focusSelf]);
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'back') onCancel();
    if (onZap && (key.action === 'channelUp' || key.action === 'channelDown'))
      onZap(key.action === 'channelUp' ? 1 : -1);
    if (key.action === 'digit' && !busy && pin.length < PIN_LENGTH) {
      const typed = `${pin}${key.digit}`;
      setPin(typed);
      if (typed.length === PIN_LENGTH) onSubmit(typed);
    }
    return !NAVIGATION.has(key.action);
  });
  const dots = '●'.repeat(pin.length) + '○'.repeat(PIN_LENGTH - pin.length);
  return (
    <dialog
      ref={dialog}
      className={cx(dialogPanel, tvDialog)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => event.preventDefault()}
    >
      <FocusContext.Provider value={focusKey}>
        <div ref={ref}>
          <h2 id={`${id}-title`}>{t('pin_title')}</h2>
          <p id={`${id}-intro`}>
            {t('pin_intro')} {t('tv_pin_remote')}
          </p>
          {error ? (
            <p role="alert" className={dialogAlert}>
              {t(error === 'pin_format' || error === 'pin_mismatch' ? error : errorTextKey(error))}
            </p>
          ) : null}
          <p className={pinDots} role="img" aria-label={t('tv_pin_typed', { count: pin.length })}>
            {dots}
          </p>
          <PanelButton focusKey="pin-submit" disabled={busy || pin.length !== PIN_LENGTH} onPress={() => onSubmit(pin)}>
            {t('pin_submit')}
          </PanelButton>
          <PanelButton focusKey="pin-clear" onPress={() => setPin('')}>
            {t('tv_pin_clear')}
          </PanelButton>
          <PanelButton focusKey="pin-cancel" onPress={onCancel}>
            {t('pin_cancel')}
          </PanelButton>
          {onZap ? <p className={zapHint}>{t('tv_pin_zap')}</p> : null}
        </div>
      </FocusContext.Provider>
    </dialog>
  );
}
