import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../../domain/access';
import { useAuth } from './use-auth';

/** The token route's own path once the token is gone from it. */
const withoutToken = (pathname: string) => pathname.replace(/\/auth\/.*$/, '/auth');

/**
 * /auth/{username}/{token}/ (spec point 2), for both layouts: first takes the token out of the
 * address bar and this history entry (before any call), then signs in with it and leaves for
 * home (or the sign-in screen when the token is refused). A user already signed in is asked
 * before the link switches accounts: `switchTo` names the other account meanwhile.
 */
export function useTokenSignIn() {
  const { username = '', token = '' } = useParams();
  const { loginWithToken, session, busy, error, switchTo, confirmSwitch, cancelSwitch } = useAuth();
  const navigate = useNavigate();
  const asked = useRef(false);
  // The sign-in (or the question) has begun: only then do session and error speak of this link.
  const begun = useRef(false);
  if (busy || switchTo !== null) begun.current = true;

  useLayoutEffect(() => {
    if (asked.current) return;
    asked.current = true;
    window.history.replaceState(window.history.state, '', withoutToken(window.location.pathname));
    loginWithToken(username, token);
    // The machine took the link at once (busy, or asking first): a render may never see it busy
    // when the answer comes back before React renders again (a screen that loaded lazily).
    begun.current = true;
  }, [loginWithToken, username, token]);

  useEffect(() => {
    if (!begun.current || busy || switchTo !== null) return;
    if (session) navigate(HOME_PATH, { replace: true });
    else if (error) navigate(LOGIN_PATH, { replace: true });
  }, [session, busy, error, switchTo, navigate]);

  return { current: session?.profile.username ?? '', switchTo, confirmSwitch, cancelSwitch, error };
}
