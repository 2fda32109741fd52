import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { LOGIN_PATH } from '../../../../domain/session/access';
import { LogoutScreen } from '../../../shared/components/logout-screen';
import { useAuth } from '../../../shared/hooks/use-auth';
import { FocusableButton } from '../../focusable';
import { tvPage } from './tv-page';

/**
 * /logout/{deleted} (spec point 2): signs out as the web does (LogoutScreen, in a TV page); with
 * deleted=1 (where former customers are sent) it then says why the TV is closed to this account.
 */
export function TvLogoutScreen() {
  const { t } = useTranslation();
  const { deleted } = useParams();
  const { session } = useAuth();
  const navigate = useNavigate();
  if (session || deleted !== '1') {
    return (
      <main className={tvPage}>
        <LogoutScreen />
      </main>
    );
  }
  return (
    <main className={tvPage}>
      <h1>{t('logout_deleted_title')}</h1>
      <p>{t('logout_deleted_message')}</p>
      <FocusableButton focusKey="logout-signin" autoFocus onPress={() => navigate(LOGIN_PATH)}>
        {t('logout_deleted_signin')}
      </FocusableButton>
    </main>
  );
}
