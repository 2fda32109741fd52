import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LOGIN_PATH } from '../../../domain/access';
import { useAuth } from '../../shared/hooks/use-auth';
import { FocusableButton } from '../focusable';
import { tvPage } from '../sign-in/tv-page';

/**
 * /logout/{deleted} (spec point 2): signs out; with deleted=1 (where former customers are sent)
 * it then says why the TV is closed to this account, else it goes to the sign-in screen. Its
 * heading stays until the sign-in screen is drawn (its code may still be loading): the page is
 * never left without one.
 */
export function TvLogoutScreen() {
  const { t } = useTranslation();
  const { deleted } = useParams();
  const { session, logout } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (session) logout();
  }, [session, logout]);
  if (session || deleted !== '1') {
    return (
      <main className={tvPage}>
        {session ? null : <Navigate to={LOGIN_PATH} replace />}
        <h1>{t('logout_title')}</h1>
        <p role="status">{t('logout_busy')}</p>
      </main>
    );
  }
  return (
    <main className={tvPage}>
      <h1>{t('logout_deleted_title')}</h1>
      <p>{t('logout_deleted_message')}</p>
      <FocusableButton focusKey="logout-signin" autoFocus onPress={() => navigate(LOGIN_PATH)}>{t('logout_deleted_signin')}</FocusableButton>
    </main>
  );
}
