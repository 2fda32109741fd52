import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createWatchNextActors } from '../../../src/application/playback/usage.actors';
import {
  WATCH_NEXT_REMOVAL_DIALOG,
  watchNextRemovalMachine,
} from '../../../src/application/home/watch-next-removal.machine';
import { ApiError } from '../../../src/domain/errors';
import { FakeUsageApi } from '../../fakes/fake-usage-api';

function startRemoval() {
  const usageApi = new FakeUsageApi();
  const actor = createActor(watchNextRemovalMachine.provide({ actors: createWatchNextActors(usageApi) })).start();
  const removed: string[] = [];
  actor.on('watchNext.removed', (event) => removed.push(event.showId));
  return { actor, usageApi, removed };
}

describe('watch-next removal machine (spec point 4)', () => {
  it('should ask for confirmation with the home_remove_show texts', () => {
    const { actor, usageApi } = startRemoval();
    actor.send({ type: 'watchNext.remove', showId: 's1' });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context.showId).toBe('s1');
    expect(WATCH_NEXT_REMOVAL_DIALOG).toEqual({ title: 'home_remove_show', message: 'home_remove_show_message' });
    expect(usageApi.calls).toEqual([]);
  });

  describe('when the user confirms', () => {
    it('should set the bookmark to 0 and remove the show from the list', async () => {
      const { actor, usageApi, removed } = startRemoval();
      actor.send({ type: 'watchNext.remove', showId: 's1' });
      actor.send({ type: 'watchNext.confirm' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const state = await waitFor(actor, (s) => s.matches('idle'));
      expect(usageApi.calls).toEqual(['bookmark s1 0']);
      expect(state.context.removed).toEqual(['s1']);
      expect(state.hasTag('dialog')).toBe(false);
      expect(removed).toEqual(['s1']);
    });

    it('should keep the show and tell why when the provider refuses', async () => {
      const { actor, usageApi, removed } = startRemoval();
      usageApi.failures.setBookmark = new ApiError('network', 'bookmark');
      actor.send({ type: 'watchNext.remove', showId: 's1' });
      actor.send({ type: 'watchNext.confirm' });
      const state = await waitFor(actor, (s) => s.matches('idle'));
      expect(state.context).toMatchObject({ removed: [], error: 'network', showId: null });
      expect(removed).toEqual([]);
    });
  });

  describe('when the user cancels', () => {
    it('should close the dialog and change nothing', () => {
      const { actor, usageApi } = startRemoval();
      actor.send({ type: 'watchNext.remove', showId: 's1' });
      actor.send({ type: 'watchNext.cancel' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject({ showId: null, removed: [] });
      expect(usageApi.calls).toEqual([]);
    });
  });
});
