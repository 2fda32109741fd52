import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { providePairing } from '../../../src/application/browsing-machines';
import { connectPairing } from '../../../src/application/session/pairing.model';
import { ApiError } from '../../../src/domain/errors';
import { FakeSessionApi } from '../../fakes/fake-session-api';

function start() {
  const sessionApi = new FakeSessionApi();
  return { actor: createActor(providePairing(sessionApi), { input: {} }).start(), sessionApi };
}

describe('pairing model: what the pairing screen shows at each step', () => {
  it('should show the form, idle, with no error at first', () => {
    expect(connectPairing(start().actor.getSnapshot())).toMatchObject({ paired: false, verifying: false, error: null });
  });

  it('should wait while the code is checked, then say the device is paired', async () => {
    const { actor } = start();
    const model = connectPairing(actor.getSnapshot());
    actor.send(model.submitEvent('abcd-efgh'));
    expect(connectPairing(actor.getSnapshot())).toMatchObject({
      confirming: true,
      code: 'ABCD-EFGH',
      verifying: false,
    });
    actor.send(model.confirmEvent);
    expect(connectPairing(actor.getSnapshot())).toMatchObject({ verifying: true, paired: false });
    await waitFor(actor, (snapshot) => snapshot.matches('paired'));
    expect(connectPairing(actor.getSnapshot())).toMatchObject({ verifying: false, paired: true, error: null });
    actor.send(model.againEvent);
    expect(connectPairing(actor.getSnapshot())).toMatchObject({ paired: false, error: null });
  });

  it.each<[string, string, ApiError | null, string]>([
    ['a code of the wrong format', 'abc', null, 'code_format'],
    ['an unknown code', 'abcd-efgh', new ApiError('not-found', 'verify'), 'not-found'],
    ['an expired code', 'abcd-efgh', new ApiError('code-expired', 'verify'), 'code-expired'],
  ])('should say why %s was refused', async (_, code, failure, error) => {
    const { actor, sessionApi } = start();
    if (failure) vi.spyOn(sessionApi, 'verifyDeviceCode').mockRejectedValueOnce(failure);
    const model = connectPairing(actor.getSnapshot());
    actor.send(model.submitEvent(code));
    if (connectPairing(actor.getSnapshot()).confirming) actor.send(model.confirmEvent);
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(connectPairing(actor.getSnapshot())).toMatchObject({ verifying: false, paired: false, error });
  });
});
