import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { pairingMachine } from '../../../src/application/session/pairing.machine';
import { createPairingActors } from '../../../src/application/session/session.actors';
import { ApiError } from '../../../src/domain/errors';
import { FakeSessionApi } from '../../fakes/fake-session-api';

function startPairing(code?: string) {
  const sessionApi = new FakeSessionApi();
  const actor = createActor(pairingMachine.provide({ actors: createPairingActors(sessionApi) }), {
    input: { code },
  }).start();
  return { actor, sessionApi };
}

describe('pairing machine (spec points 2 and 5)', () => {
  it('should start with the code of the address', () => {
    const { actor } = startPairing('abcd-efgh');
    expect(actor.getSnapshot().context.code).toBe('abcd-efgh');
    expect(startPairing().actor.getSnapshot().context.code).toBe('');
  });

  it('should ask for confirmation before granting, even for the code of the address', () => {
    const { actor, sessionApi } = startPairing('ABCD-EFGH');
    actor.send({ type: 'pair.submit', code: actor.getSnapshot().context.code });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    expect(sessionApi.calls).toEqual([]);
  });

  it('should tell the provider no when the user refuses, and go back to an empty form', async () => {
    const { actor, sessionApi } = startPairing();
    actor.send({ type: 'pair.submit', code: 'ABCD-EFGH' });
    actor.send({ type: 'pair.refuse' });
    const state = await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    expect(sessionApi.calls).toEqual(['verifyDeviceCode ABCD-EFGH false']);
    expect(state.context.code).toBe('');
  });

  it('should verify a well-formed code, granting access once confirmed, and say it worked', async () => {
    const { actor, sessionApi } = startPairing();
    actor.send({ type: 'pair.submit', code: ' abcdefgh ' });
    actor.send({ type: 'pair.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const state = await waitFor(actor, (s) => s.matches('paired'));
    expect(sessionApi.calls).toEqual(['verifyDeviceCode ABCD-EFGH true']);
    expect(state.context).toEqual({ code: 'ABCD-EFGH', error: null });
  });

  it.each(['ABC', 'ABCD-EFG0', 'ABCD-EFGHI', ''])(
    'should refuse %j for its format without calling the provider',
    (code) => {
      const { actor, sessionApi } = startPairing();
      actor.send({ type: 'pair.submit', code });
      expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
      expect(actor.getSnapshot().context.error).toBe('code_format');
      expect(sessionApi.calls).toEqual([]);
    },
  );

  it.each(['not-found', 'code-expired', 'network'] as const)(
    'should fail clearly with %s and let the user type again',
    async (kind) => {
      const { actor, sessionApi } = startPairing();
      vi.spyOn(sessionApi, 'verifyDeviceCode').mockRejectedValueOnce(new ApiError(kind, 'auth/device/code/verify'));
      actor.send({ type: 'pair.submit', code: 'ABCD-EFGH' });
      actor.send({ type: 'pair.confirm' });
      const state = await waitFor(actor, (s) => s.matches({ form: 'failed' }));
      expect(state.context.error).toBe(kind);
      actor.send({ type: 'pair.submit', code: 'ABCD-EFGH' });
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'pair.confirm' });
      await waitFor(actor, (s) => s.matches('paired'));
    },
  );

  it('should pair another device after a success', async () => {
    const { actor } = startPairing();
    actor.send({ type: 'pair.submit', code: 'ABCD-EFGH' });
    actor.send({ type: 'pair.confirm' });
    await waitFor(actor, (s) => s.matches('paired'));
    actor.send({ type: 'pair.again' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.code).toBe('');
  });
});
