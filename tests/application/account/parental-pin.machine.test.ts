import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { parentalPinMachine } from '../../../src/application/account/parental-pin.machine';
import { createParentalActors } from '../../../src/application/session/session.actors';
import { ApiError } from '../../../src/domain/errors';
import { FakeSessionApi } from '../../fakes/fake-session-api';

function startPinForm() {
  const sessionApi = new FakeSessionApi();
  const actor = createActor(parentalPinMachine.provide({ actors: createParentalActors(sessionApi) })).start();
  return { actor, sessionApi };
}

describe('parental PIN machine (spec points 4 and 5)', () => {
  describe('when creating a PIN', () => {
    it('should save 4 digits confirmed identically with the level', async () => {
      const { actor, sessionApi } = startPinForm();
      actor.send({ type: 'pin.create', pin: '4321', confirmation: '4321', level: 12 });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('saved'));
      expect(sessionApi.calls).toEqual(['createParentalPin 4321 12']);
    });

    it.each([
      ['123', '123', 'pin_format'],
      ['12345', '12345', 'pin_format'],
      ['abcd', 'abcd', 'pin_format'],
      ['1234', '1235', 'pin_mismatch'],
    ])('should refuse %s confirmed as %s with %s and send nothing', (pin, confirmation, error) => {
      const { actor, sessionApi } = startPinForm();
      actor.send({ type: 'pin.create', pin, confirmation, level: 12 });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error).toBe(error);
      expect(sessionApi.calls).toEqual([]);
    });
  });

  it('should keep the form with the reason when the provider refuses the new PIN', async () => {
    const { actor, sessionApi } = startPinForm();
    vi.spyOn(sessionApi, 'createParentalPin').mockRejectedValueOnce(new ApiError('network', 'parentalcontrol/create'));
    actor.send({ type: 'pin.create', pin: '4321', confirmation: '4321', level: 12 });
    const state = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(state.context.error).toBe('network');
  });

  describe('when updating a PIN', () => {
    it('should send the current PIN with the new one', async () => {
      const { actor, sessionApi } = startPinForm();
      actor.send({ type: 'pin.update', oldPin: '1234', pin: '9876', confirmation: '9876', level: 18 });
      await waitFor(actor, (s) => s.matches('saved'));
      expect(sessionApi.calls).toEqual(['updateParentalPin 1234 9876 18']);
      actor.send({ type: 'pin.reset' });
      expect(actor.getSnapshot().value).toBe('editing');
    });

    it('should say the current PIN is wrong and let the user correct it', async () => {
      const { actor } = startPinForm();
      actor.send({ type: 'pin.update', oldPin: '0000', pin: '9876', confirmation: '9876', level: 18 });
      const state = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
      expect(state.context.error).toBe('wrong-pin');
    });

    it('should check the new PIN against its confirmation first', () => {
      const { actor, sessionApi } = startPinForm();
      actor.send({ type: 'pin.update', oldPin: '1234', pin: '9876', confirmation: '9875', level: 18 });
      expect(actor.getSnapshot().context.error).toBe('pin_mismatch');
      expect(sessionApi.calls).toEqual([]);
    });
  });
});
