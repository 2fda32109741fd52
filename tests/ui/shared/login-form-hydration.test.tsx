import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startAuth } from '../../../src/application/session/auth.service';
import { AUTH_SERVICE } from '../../../src/application/tokens';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import { LoginForm } from '../../../src/ui/shared/components/login-form';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeServices } from '../render-with-services';

describe('when the prerendered sign-in form was typed in before its scripts took over', () => {
  it('should keep and send what the fields hold, not the empty state it was rendered with', async () => {
    const sessionApi = new FakeSessionApi();
    const auth = startAuth({ sessionApi, tokenStore: createMemoryTokenStore(), resetData: vi.fn() });
    const ui = (
      <FakeServices services={new Map([[AUTH_SERVICE, auth]])}>
        <MemoryRouter>
          <LoginForm />
        </MemoryRouter>
      </FakeServices>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    (container.querySelector('input[type="email"]') as HTMLInputElement).value = 'demo@example.com';
    (container.querySelector('input[type="password"]') as HTMLInputElement).value = 'demo1234';
    const root = await act(async () => hydrateRoot(container, ui));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Se connecter' })));
    expect(screen.queryByText("L'e-mail est obligatoire.")).toBeNull();
    expect(sessionApi.calls).toEqual(['login demo@example.com']);
    act(() => root.unmount());
    container.remove();
  });
});
