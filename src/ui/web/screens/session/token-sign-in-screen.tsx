import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTokenSignIn } from '../../../shared/hooks/use-token-sign-in';
import { errorTextKey } from '../../../shared/i18n/i18n';

/** /auth/{username}/{token}/ on the web: the sign-in by link, or the question before switching accounts. */
export function TokenSignInScreen() {
  const { t } = useTranslation();
  const { current, switchTo, confirmSwitch, cancelSwitch, error } = useTokenSignIn();
  if (switchTo !== null) {
    return (
      <section role="alertdialog" aria-labelledby="token-heading" aria-describedby="token-switch">
        <h1 id="token-heading">{t('auth_title')}</h1>
        <p id="token-switch">{t('auth_switch_message', { current, next: switchTo })}</p>
        <button type="button" onClick={confirmSwitch}>
          {t('auth_switch_confirm')}
        </button>
        <button type="button" onClick={cancelSwitch} autoFocus>
          {t('auth_switch_cancel')}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="token-heading">
      <h1 id="token-heading">{t('auth_title')}</h1>
      {error ? <p role="alert">{t(errorTextKey(error))}</p> : <p role="status">{t('login_pending')}</p>}
    </section>
  );
}
