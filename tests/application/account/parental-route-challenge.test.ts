import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createParentalRouteChallenge,
  parentalGateView,
} from '../../../src/application/account/parental-route-challenge';
import { LIVE_PATH, PARENTAL_CONTROL_SCREEN_AGE } from '../../../src/domain/session/access';
import { FakeSessionApi } from '../../fakes/fake-session-api';

async function challengeAfter(pins: string[], { cancel = false } = {}) {
  const sessionApi = new FakeSessionApi();
  const actor = createActor(createParentalRouteChallenge(sessionApi), {
    input: { action: { type: 'parentalcontrol.open' }, age: PARENTAL_CONTROL_SCREEN_AGE, level: 0 },
  }).start();
  for (const pin of pins) {
    actor.send({ type: 'pin.submit', pin });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  }
  if (cancel) actor.send({ type: 'pin.cancel' });
  return actor.getSnapshot();
}

describe('parental control route gate (spec point 2)', () => {
  it.each([
    ['no code yet', [], false, null, { kind: 'asking', busy: false, error: null }],
    ['a wrong code', ['0000'], false, null, { kind: 'asking', busy: false, error: 'wrong-pin' }],
    ['a malformed code', ['12'], false, null, { kind: 'asking', busy: false, error: 'pin_format' }],
    ['the right code', ['1234'], false, null, { kind: 'open' }],
    ['a refusal, coming from nowhere (to live)', [], true, null, { kind: 'leave', to: LIVE_PATH }],
    ['a refusal, coming from the guide', [], true, '/guide', { kind: 'leave', to: '/guide' }],
  ])('should show after %s', async (_, pins, cancel, previous, view) => {
    expect(parentalGateView(await challengeAfter(pins, { cancel }), previous)).toMatchObject(view);
  });

  it('should send the code typed and the cancel from the dialog', async () => {
    const view = parentalGateView(await challengeAfter([]), null);
    if (view.kind !== 'asking') throw new Error('the dialog should ask');
    expect(view.submit('4321')).toEqual({ type: 'pin.submit', pin: '4321' });
    expect(view.cancel).toEqual({ type: 'pin.cancel' });
  });
});
