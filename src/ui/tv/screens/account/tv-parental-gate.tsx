import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { parentalControlNeedsChallenge } from '../../../../domain/session/access';
import type { Profile } from '../../../../domain/session/profile';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useParentalGate } from '../../../shared/hooks/use-parental-gate';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TvPinDialog } from '../player/tv-pin-dialog';
import { tvAccountPage } from './tv-account-styles';

/** The TV goes back in its history rather than to a path: it only says that the user came from somewhere. */
const CAME_FROM_A_SCREEN = '..';

const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * /parentalcontrol on TV behind its parental challenge (spec point 2), once the sign-in and
 * former-customer guards have let the user in: the remote's digits type the code; a refusal
 * sends a user who came from nowhere to live and otherwise goes back to where they were.
 */
export function TvParentalGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  // Decided on entry: a PIN created on the screen must not bring the challenge back over it.
  const [needed] = useState(() => parentalControlNeedsChallenge(session?.profile ?? null));
  if (session === null || !needed) return children;
  return <Challenge profile={session.profile}>{children}</Challenge>;
}

function Challenge({ profile, children }: { profile: Profile; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fromScreen] = useState(canGoBack);
  const { view, send } = useParentalGate(profile, fromScreen ? CAME_FROM_A_SCREEN : null);
  const leaving = view.kind === 'leave';
  useEffect(() => {
    if (leaving && fromScreen) navigate(-1);
  }, [leaving, fromScreen, navigate]);
  if (view.kind === 'open') return children;
  if (view.kind === 'leave') return fromScreen ? null : <Navigate to={view.to} replace />;
  return (
    <main className={tvAccountPage} aria-labelledby="tv-parental-gate-heading">
      <h1 id="tv-parental-gate-heading">{t('parentalcontrol_title')}</h1>
      <TvPinDialog
        busy={view.busy}
        error={view.error}
        onSubmit={(pin) => send(view.submit(pin))}
        onCancel={() => send(view.cancel)}
      />
    </main>
  );
}
