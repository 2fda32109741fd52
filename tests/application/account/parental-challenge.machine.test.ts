import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  parentalChallengeMachine,
  type ParentalAction,
} from '../../../src/application/account/parental-challenge.machine';
import { createParentalActors } from '../../../src/application/session/session.actors';
import { ApiError } from '../../../src/domain/errors';
import { FakeSessionApi } from '../../fakes/fake-session-api';

const play: ParentalAction = { type: 'player.playShow', showId: 's18' };

function startChallenge(age: number, level = 16) {
  const sessionApi = new FakeSessionApi();
  const runAction = vi.fn();
  const actor = createActor(
    parentalChallengeMachine.provide({
      actors: createParentalActors(sessionApi),
      actions: { runAction: (_, action) => runAction(action) },
    }),
    { input: { action: play, age, level } },
  );
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, sessionApi, runAction, emitted };
}

describe('parental challenge machine (spec point 4)', () => {
  it('should run the action at once when the level allows the content', () => {
    const { actor, sessionApi, runAction } = startChallenge(12, 16);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ granted: true, action: play });
    expect(runAction).toHaveBeenCalledWith(play);
    expect(sessionApi.calls).toEqual([]);
  });

  it.each([
    [18, 18],
    [16, 12],
  ])('should ask the PIN for age %i at level %i', (age, level) => {
    const { actor, runAction } = startChallenge(age, level);
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(runAction).not.toHaveBeenCalled();
  });

  describe('when the right PIN is given', () => {
    it('should check it and run the stored action', async () => {
      const { actor, sessionApi, runAction, emitted } = startChallenge(18);
      actor.send({ type: 'pin.submit', pin: '1234' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const state = await waitFor(actor, (s) => s.status === 'done');
      expect(sessionApi.calls).toEqual(['checkParentalPin 1234']);
      expect(state.output).toEqual({ granted: true, action: play });
      expect(runAction).toHaveBeenCalledOnce();
      expect(emitted).toContain('parental.granted');
    });
  });

  describe('when a wrong PIN is given', () => {
    it('should say it is incorrect and let the user try again', async () => {
      const { actor, runAction } = startChallenge(18);
      actor.send({ type: 'pin.submit', pin: '0000' });
      const state = await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
      expect(state.context.error).toBe('wrong-pin');
      expect(runAction).not.toHaveBeenCalled();
      actor.send({ type: 'pin.submit', pin: '1234' });
      expect(actor.getSnapshot().context.error).toBeNull();
      await waitFor(actor, (s) => s.status === 'done');
      expect(runAction).toHaveBeenCalledOnce();
    });

    it('should refuse a PIN that is not 4 digits without asking the provider', () => {
      const { actor, sessionApi } = startChallenge(18);
      actor.send({ type: 'pin.submit', pin: '12a' });
      expect(actor.getSnapshot().value).toBe('asking');
      expect(actor.getSnapshot().context.error).toBe('pin_format');
      expect(sessionApi.calls).toEqual([]);
    });

    it('should keep other failures apart from a wrong PIN', async () => {
      const { actor, sessionApi } = startChallenge(18);
      vi.spyOn(sessionApi, 'checkParentalPin').mockRejectedValue(new ApiError('network', 'parentalcontrol/check'));
      actor.send({ type: 'pin.submit', pin: '1234' });
      const state = await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
      expect(state.context.error).toBe('network');
    });
  });

  describe('when the user cancels', () => {
    it.each([false, true])('should drop the action (while checking: %s)', async (whileChecking) => {
      const { actor, runAction, emitted } = startChallenge(18);
      if (whileChecking) actor.send({ type: 'pin.submit', pin: '1234' });
      actor.send({ type: 'pin.cancel' });
      await Promise.resolve();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ granted: false, action: play });
      expect(runAction).not.toHaveBeenCalled();
      expect(emitted).toEqual(['parental.cancelled']);
    });
  });
});
