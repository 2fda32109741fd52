import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../domain/session/access';
import { useAuth } from '../hooks/use-auth';

/**
 * The session-expiry message of spec point 8, on every screen (those that need no sign-in too),
 * until the user signs in again; the sign-in screen says it itself.
 */
export function SessionExpiredNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { error, session } = useAuth();
  const { pathname } = useLocation();
  if (error !== 'session-expired' || session !== null || pathname.startsWith(LOGIN_PATH)) return null;
  return (
    <p role="alert" className={className}>
      {t('error_session_expired')}
    </p>
  );
}
