import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../../domain/session/access';
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
  // What the render that took the link saw: an answer that came back before React rendered again
  // (a screen that loaded lazily) shows as a change of them, never as a busy render.
  const before = useRef<{ session: typeof session; error: typeof error } | null>(null);

  useLayoutEffect(() => {
    if (asked.current) return;
    asked.current = true;
    before.current = { session, error };
    window.history.replaceState(window.history.state, '', withoutToken(window.location.pathname));
    loginWithToken(username, token);
  }, [loginWithToken, username, token, session, error]);

  useEffect(() => {
    if (busy || switchTo !== null) return;
    const changed = before.current !== null && (session !== before.current.session || error !== before.current.error);
    // The effect of the render that took the link still sees the state from before it.
    if (!begun.current && !changed) return;
    if (session) navigate(HOME_PATH, { replace: true });
    else if (error) navigate(LOGIN_PATH, { replace: true });
  }, [session, busy, error, switchTo, navigate]);

  return { current: session?.profile.username ?? '', switchTo, confirmSwitch, cancelSwitch, error };
}
