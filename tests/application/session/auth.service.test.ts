import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { startAuth } from '../../../src/application/session/auth.service';
import { createMemoryTokenStore } from '../../../src/adapters/storage/memory-token.store';
import { FakeSessionApi } from '../../fakes/fake-session-api';

describe('auth service', () => {
  it('should start the one auth actor over the session ports and restore the stored session', async () => {
    const sessionApi = new FakeSessionApi();
    const inspect = vi.fn();
    const actor = startAuth(
      { sessionApi, tokenStore: createMemoryTokenStore('stored'), resetData: vi.fn() },
      { inspect },
    );
    const state = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(state.context.session?.token).toBe('stored');
    expect(inspect).toHaveBeenCalled();
  });
});
