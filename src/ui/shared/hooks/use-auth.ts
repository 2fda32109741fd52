import { useCallback, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { firstSnapshotOf, type AuthActor } from '../../../application/session/auth.service';
import { AUTH_SERVICE } from '../../../application/tokens';
import type { Profile } from '../../../domain/session/profile';
import type { Credentials } from '../../../domain/session/session';
import { useService } from '../services';

/** The session as the screens see it, and what they can ask of it. */
export function useAuth() {
  const actor = useService<AuthActor>(AUTH_SERVICE);
  // A prerendered page was drawn as the actor started (restoring, or signed out): its hydrating
  // render reads that snapshot, then the next render the current one. A session checked before
  // the page was hydrated would otherwise make a markup the page does not hold (React's error 418).
  const snapshot = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        const subscription = actor.subscribe(listener);
        return () => subscription.unsubscribe();
      },
      [actor],
    ),
    () => actor.getSnapshot(),
    () => firstSnapshotOf(actor),
  );
  const deviceCodeActor = snapshot.children.deviceCode;
  const deviceCode = useSelector(deviceCodeActor, (state) => state?.context);
  const deviceCodeFailed = useSelector(deviceCodeActor, (state) => state?.matches('failed') ?? false);
  return {
    restoring: snapshot.matches('restoring'),
    busy: snapshot.hasTag('busy'),
    session: snapshot.context.session,
    error: snapshot.context.error,
    /** Whether the device code sign-in runs (asking for a code, showing it, or failed to get one). */
    deviceCodeActive: snapshot.matches('deviceCode'),
    /** The device code on screen while the device code sign-in runs (user code, verification address). */
    deviceCode: deviceCode?.code ?? null,
    /** Why the last request for a code failed, while no code could be had (Retry asks again). */
    deviceCodeError: deviceCodeFailed ? (deviceCode?.error ?? null) : null,
    retryDeviceCode: () => deviceCodeActor?.send({ type: 'otp.retry' }),
    /** A token link asks to sign in as another user while signed in: the user must say yes first. */
    switchTo: snapshot.hasTag('confirmSwitch') ? (snapshot.context.tokenSignIn?.username ?? null) : null,
    confirmSwitch: () => actor.send({ type: 'auth.confirmSwitch' }),
    cancelSwitch: () => actor.send({ type: 'auth.cancel' }),
    login: (credentials: Credentials) => actor.send({ type: 'auth.login', credentials }),
    loginWithToken: (username: string, token: string) => actor.send({ type: 'auth.loginWithToken', username, token }),
    startDeviceCode: () => actor.send({ type: 'auth.deviceCode' }),
    cancelDeviceCode: () => actor.send({ type: 'auth.cancel' }),
    logout: () => actor.send({ type: 'auth.logout' }),
    /** The user changed the profile (a parental PIN saved): the session keeps it. */
    profileChanged: (profile: Profile) => actor.send({ type: 'auth.profileChanged', profile }),
  };
}
