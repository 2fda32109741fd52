import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startAuth } from '../../../src/application/session/auth.service';
import { AUTH_SERVICE } from '../../../src/application/tokens';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import type { Variant } from '../../../src/domain/session/access';
import { BusyHeading, RouteGuard } from '../../../src/ui/shared/components/route-guard';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeServices } from '../render-with-services';

/** The guard of a subscriber's screen while a stored session is being checked (its profile call not answered yet). */
function renderWhileRestoring(variant: Variant, room?: React.ReactNode) {
  const sessionApi = new FakeSessionApi();
  sessionApi.profile = () => new Promise(() => undefined);
  const auth = startAuth({ sessionApi, tokenStore: createMemoryTokenStore('stored-token'), resetData: vi.fn() });
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
