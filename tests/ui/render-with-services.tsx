import { render, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { expect, vi } from 'vitest';
import { startAuth } from '../../src/application/session/auth.service';
import { createInterstitialService } from '../../src/application/interstitial/interstitial.service';
import { startReminders } from '../../src/application/reminders/reminders.service';
import { AUTH_SERVICE, INTERSTITIAL_SERVICE, PROVIDER_BASE_URL, REMINDERS_SERVICE } from '../../src/application/tokens';
import { createMemoryPreferences } from '../../src/adapters/storage/memory-preferences.store';
import { CLOCK, type Clock } from '../../src/ports/clock.port';
import { PREFERENCES_STORE, type PreferencesStore } from '../../src/ports/preferences.port';
import { ManualClock } from '../fakes/manual-clock';
import { createMemoryTokenStore } from '../../src/adapters/storage/memory-token.store';
import { AppRoot } from '../../src/ui/shared/app-root';
import { PlaybackHost } from '../../src/ui/shared/playback-host/playback-host';
import { DockedPlayer } from '../../src/ui/web/docked-player';
import { createI18n, type Language } from '../../src/ui/shared/i18n/i18n';
import { resources } from '../../src/ui/shared/i18n/texts';
import type { Profile } from '../../src/domain/session/profile';
import { FakeSessionApi } from '../fakes/fake-session-api';
import { FakeUsageApi } from '../fakes/fake-usage-api';
import { aSession } from '../fakes/profiles';

type Services = ReadonlyMap<symbol, unknown>;

/** The provider's message before the app, when a test gives none: the provider has no message. */
const noInterstitial = () =>
  createInterstitialService({
    usageApi: new FakeUsageApi(),
    preferences: { get: () => undefined, set: () => undefined },
  });

/** The provider's address, when a test gives none: the demo's (same origin), as the shells' menus need it. */
const DEMO_BASE = '';

/** The shells' reminders, when a test gives none: the real machine over the test's clock and preferences. */
const deviceReminders = (services: Services) =>
  startReminders({
    clock: (services.get(CLOCK) as Clock | undefined) ?? new ManualClock(),
    preferences: (services.get(PREFERENCES_STORE) as PreferencesStore | undefined) ?? createMemoryPreferences(),
  });

/**
 * The app's root over these fakes, in a language: a service without a fake fails the test loudly,
 * but for the shells' interstitial (no message unless the test gives its own service), reminders
 * (the real ones over the test's clock and preferences) and the provider's address (the demo's).
 */
export function FakeServices({
  services,
  language = 'fr',
  children,
}: {
  services: Services;
  language?: Language;
  children: ReactNode;
}) {
  const [interstitial] = useState(noInterstitial);
  const [reminders] = useState(() => deviceReminders(services));
  const resolve = <T,>(token: symbol) => {
    if (token === INTERSTITIAL_SERVICE && !services.has(token)) return interstitial as T;
    if (token === REMINDERS_SERVICE && !services.has(token)) return reminders as T;
    if (token === PROVIDER_BASE_URL && !services.has(token)) return DEMO_BASE as T;
    if (!services.has(token)) throw new Error(`no fake for ${String(token)}`);
    return services.get(token) as T;
  };
  return (
    <AppRoot resolve={resolve} i18n={createI18n(language, resources)}>
      {children}
    </AppRoot>
  );
}

/** The web shell's one player beside the routes (its docked player too), for screens that play. */
export function HostedRoutes() {
  return (
    <PlaybackHost Dock={DockedPlayer}>
      <Outlet />
    </PlaybackHost>
  );
}

/** The hosted player's own modules (loaded the first time a screen plays): for a suite's `beforeAll`. */
export const loadHostedPlayer = () => import('../../src/ui/shared/playback-host/playback-owner');

/** Renders routes in a data router (blockers, matches) at `path`, over these fakes, with the web's playback host. */
export function renderRoutes(services: Services, routes: RouteObject[], path: string) {
  const router = createMemoryRouter([{ element: <HostedRoutes />, children: routes }], { initialEntries: [path] });
  const view = render(
    <FakeServices services={services}>
      <RouterProvider router={router} />
    </FakeServices>,
  );
  return { ...view, router };
}

/** Renders UI with the real auth machine over fake ports, in the given language. */
export function renderWithServices(ui: ReactNode, { language = 'fr' as Language, path = '/' } = {}) {
  const sessionApi = new FakeSessionApi();
  const auth = startAuth({ sessionApi, tokenStore: createMemoryTokenStore(), resetData: vi.fn() });
  const view = render(
    <FakeServices services={new Map([[AUTH_SERVICE, auth]])} language={language}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </FakeServices>,
  );
  return { ...view, sessionApi, auth };
}

/** A port whose listed calls answer; any other call fails the test loudly. */
export function fakePort<T extends object>(answers: Partial<T>): T {
  return new Proxy(answers, {
    get: (target, name) =>
      (target as Record<string | symbol, unknown>)[name] ??
      (() => Promise.reject(new Error(`unexpected call ${String(name)}`))),
  }) as T;
}

/** The real auth machine over a fake session API, signed in with `profile` (null: a visitor). */
export async function startAuthAs(sessionApi: FakeSessionApi, profile: Partial<Profile> | null = {}) {
  if (profile !== null) sessionApi.loginResult = aSession(profile);
  const auth = startAuth({ sessionApi, tokenStore: createMemoryTokenStore(), resetData: vi.fn() });
  await waitFor(() => expect(auth.getSnapshot().matches('restoring')).toBe(false));
  if (profile !== null) {
    auth.send({ type: 'auth.login', credentials: { email: 'demo@example.com', password: 'demo1234' } });
    await waitFor(() => expect(auth.getSnapshot().context.session).not.toBeNull());
  }
  return auth;
}
