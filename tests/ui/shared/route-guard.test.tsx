import { act, render, screen, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startAuth } from '../../../src/application/session/auth.service';
import { AUTH_SERVICE } from '../../../src/application/tokens';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import type { Variant } from '../../../src/domain/session/access';
import { BusyHeading, RouteGuard } from '../../../src/ui/shared/components/route-guard';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeServices } from '../render-with-services';

/** The session service of a device with a stored session, checked at once with the provider. */
const authWithStoredSession = (sessionApi = new FakeSessionApi()) =>
  startAuth({ sessionApi, tokenStore: createMemoryTokenStore('stored-token'), resetData: vi.fn() });

/** The guard of a subscriber's screen while a stored session is being checked (its profile call not answered yet). */
function renderWhileRestoring(variant: Variant, room?: React.ReactNode) {
  const sessionApi = new FakeSessionApi();
  sessionApi.profile = () => new Promise(() => undefined);
  const auth = authWithStoredSession(sessionApi);
  expect(auth.getSnapshot().matches('restoring')).toBe(true);
  return render(
    <FakeServices services={new Map([[AUTH_SERVICE, auth]])}>
      <MemoryRouter initialEntries={['/recordings/completed']}>
        <RouteGuard variant={variant} screen="recordings" room={room}>
          <p>the screen</p>
        </RouteGuard>
      </MemoryRouter>
    </FakeServices>,
  );
}

describe('RouteGuard while the session is checked', () => {
  it("should show the screen's room (its busy heading and boxes), not the screen", () => {
    renderWhileRestoring('web', <BusyHeading titleKey="recordings_title" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Enregistrements' });
    expect(heading.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('the screen')).toBeNull();
  });

  it('should show the brand on TV for a screen without a room, and nothing under the web shell', () => {
    const tv = renderWhileRestoring('tv');
    expect(tv.container.textContent).toBe('Zapline');
    tv.unmount();
    const web = renderWhileRestoring('web');
    expect(web.container.textContent).toBe('');
  });
});

describe('RouteGuard on a prerendered page', () => {
  it('should hydrate the room it was drawn with even when the stored session was checked before, then show the screen', async () => {
    const auth = authWithStoredSession();
    const page = (
      <FakeServices services={new Map([[AUTH_SERVICE, auth]])}>
        <MemoryRouter initialEntries={['/recordings/completed']}>
          <RouteGuard variant="web" screen="recordings" room={<BusyHeading titleKey="recordings_title" />}>
            <p>the screen</p>
          </RouteGuard>
        </MemoryRouter>
      </FakeServices>
    );
    // The prerender draws the room (restoring); the session check answers before the page is hydrated.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    await vi.waitFor(() => expect(auth.getSnapshot().matches('signedIn')).toBe(true));
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => void mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(within(container).getByText('the screen')).toBeTruthy();
    container.remove();
  });
});

describe('RouteGuard once the session is checked', () => {
  it("should keep the room on screen until the screen's code is there, instead of an empty page", async () => {
    const auth = authWithStoredSession();
    let arrive = () => {};
    const Screen = lazy(
      () =>
        new Promise<{ default: () => React.ReactNode }>(
          (resolve) => (arrive = () => resolve({ default: () => <p>the screen</p> })),
        ),
    );
    // As the route tables draw a screen: under a boundary already on screen, whose fallback is empty.
    render(
      <FakeServices services={new Map([[AUTH_SERVICE, auth]])}>
        <MemoryRouter initialEntries={['/recordings/completed']}>
          <Suspense fallback={null}>
            <RouteGuard variant="web" screen="recordings" room={<BusyHeading titleKey="recordings_title" />}>
              <Screen />
            </RouteGuard>
          </Suspense>
        </MemoryRouter>
      </FakeServices>,
    );
    await act(() => vi.waitFor(() => expect(auth.getSnapshot().matches('signedIn')).toBe(true)));
    expect(screen.getByRole('heading', { level: 1, name: 'Enregistrements' })).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
