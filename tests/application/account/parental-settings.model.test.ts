import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { parentalPinMachine } from '../../../src/application/account/parental-pin.machine';
import { connectParentalSettings, parentalLevelLabel } from '../../../src/application/account/parental-settings.model';
import { createParentalActors } from '../../../src/application/session/session.actors';
import { FakeSessionApi } from '../../fakes/fake-session-api';

function start() {
  const sessionApi = new FakeSessionApi();
  const actor = createActor(parentalPinMachine.provide({ actors: createParentalActors(sessionApi) })).start();
  return { actor, sessionApi };
}
const form = { oldPin: '1234', pin: '4321', confirmation: '4321', level: 12 };

describe('the parental control settings (spec points 4 and 5)', () => {
  it.each([
    [false, 'create', 'createParentalPin 4321 12'],
    [true, 'update', 'updateParentalPin 1234 4321 12'],
  ])('with a PIN set %s should %s it with the level, then say it is saved', async (parentalPinSet, mode, call) => {
    const { actor, sessionApi } = start();
    const model = connectParentalSettings(actor.getSnapshot(), { parentalPinSet, parentalControlLevel: 16 });
    expect(model).toMatchObject({
      mode,
      level: 16,
      levels: [0, 10, 12, 16, 18],
      busy: false,
      saved: false,
      error: null,
    });
    actor.send(model.submitEvent(form));
    expect(connectParentalSettings(actor.getSnapshot(), { parentalPinSet, parentalControlLevel: 16 }).busy).toBe(true);
    const saved = connectParentalSettings(await waitFor(actor, (s) => s.matches('saved')), {
      parentalPinSet: true,
      parentalControlLevel: 12,
    });
    expect(saved).toMatchObject({ saved: true, mode: 'update', level: 12 });
    expect(sessionApi.calls).toEqual([call]);
    actor.send(saved.againEvent);
    expect(connectParentalSettings(actor.getSnapshot(), { parentalPinSet: true, parentalControlLevel: 12 }).saved).toBe(
      false,
    );
  });

  it('should say "Les codes saisis ne sont pas identiques." (pin_mismatch) before any call when the confirmation differs', () => {
    const { actor, sessionApi } = start();
    actor.send(
      connectParentalSettings(actor.getSnapshot(), { parentalPinSet: false, parentalControlLevel: 16 }).submitEvent({
        ...form,
        confirmation: '4322',
      }),
    );
    expect(
      connectParentalSettings(actor.getSnapshot(), { parentalPinSet: false, parentalControlLevel: 16 }).error,
    ).toBe('pin_mismatch');
    expect(sessionApi.calls).toEqual([]);
  });

  it('should start a level the choices do not have at the strictest one', () => {
    expect(
      connectParentalSettings(start().actor.getSnapshot(), { parentalPinSet: true, parentalControlLevel: 7 }).level,
    ).toBe(0);
  });
});

describe('the name of a protection level', () => {
  it.each([
    [0, { key: 'parental_level_0' }],
    [10, { key: 'parental_level_age', age: 10 }],
    [16, { key: 'parental_level_age', age: 16 }],
    [18, { key: 'parental_level_adult' }],
  ])('should name level %s by its text key and age', (level, label) => {
    expect(parentalLevelLabel(level)).toEqual(label);
  });
});
