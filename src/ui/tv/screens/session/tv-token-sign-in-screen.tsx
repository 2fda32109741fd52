import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTokenSignIn } from '../../../shared/hooks/use-token-sign-in';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { FocusableButton } from '../../focusable';
import { useRemoteKeys } from '../../keys/key-layers';
import { tvPage } from './tv-page';

/**
 * /auth/{username}/{token}/ on TV: the sign-in by link; a user already signed in is asked first
 * (staying is focused, Back stays too).
 */
export function TvTokenSignInScreen() {
  const { t } = useTranslation();
  const { current, switchTo, confirmSwitch, cancelSwitch, error } = useTokenSignIn();
  useRemoteKeys(
    'dialog',
    (key) => {
      if (key.action === 'back') cancelSwitch();
      return key.action !== 'left' && key.action !== 'right' && key.action !== 'enter';
    },
    switchTo !== null,
  );
  if (switchTo !== null) {
    return (
      <main className={tvPage}>
        <section role="alertdialog" aria-labelledby="token-heading" aria-describedby="token-switch">
          <h1 id="token-heading">{t('auth_title')}</h1>
          <p id="token-switch">{t('auth_switch_message', { current, next: switchTo })}</p>
          <FocusableButton focusKey="token-confirm" onPress={confirmSwitch}>
            {t('auth_switch_confirm')}
          </FocusableButton>
          <FocusableButton focusKey="token-cancel" autoFocus onPress={cancelSwitch}>
            {t('auth_switch_cancel')}
          </FocusableButton>
        </section>
      </main>
    );
  }
  return (
    <main className={tvPage}>
      <h1>{t('auth_title')}</h1>
      {error ? <p role="alert">{t(errorTextKey(error))}</p> : <p role="status">{t('login_pending')}</p>}
    </main>
  );
}
