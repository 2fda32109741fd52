import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createHomePersonalizeActors,
  homePersonalizeMachine,
} from '../../../src/application/home/home-personalize.machine';
import { ApiError } from '../../../src/domain/errors';
import { FEED } from '../../../src/domain/home/home-feeds';
import type { PersonalizeEntry } from '../../../src/domain/home/home-personalize';
import { FakeBackupConfigApi } from '../../fakes/fake-backup-config-api';

const BASE: PersonalizeEntry[] = [
  { feedId: FEED.liveUsage, shown: true },
  { feedId: FEED.replayCategory, shown: true },
  { feedId: FEED.vod, shown: false },
];

function start(api = new FakeBackupConfigApi({ people: ['Camille Laurent'], homeFeeds: [] })) {
  const actor = createActor(homePersonalizeMachine.provide({ actors: createHomePersonalizeActors(api) }));
  const saved: string[] = [];
  actor.on('personalize.saved', (event) => saved.push(event.type));
  actor.start();
  return { actor, api, saved };
}

describe('home personalisation machine (backup config: feed_id, feed_position, feed_arg)', () => {
  it('should show, hide, reorder and set the replay category, then save the shown rows keeping the followed people', async () => {
    const { actor, api, saved } = start();
    actor.send({ type: 'personalize.toggle', index: 2, base: BASE });
    actor.send({ type: 'personalize.toggle', index: 0, base: BASE });
    actor.send({ type: 'personalize.move', from: 2, to: 0, base: BASE });
    actor.send({ type: 'personalize.arg', index: 2, arg: 7, base: BASE });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'personalize.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(api.stored).toEqual({
      people: ['Camille Laurent'],
      homeFeeds: [
        { feedId: FEED.vod, position: 0 },
        { feedId: FEED.replayCategory, position: 1, arg: 7 },
      ],
    });
    expect(saved).toEqual(['personalize.saved']);
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('should clear the argument when the user picks every category again', () => {
    const { actor } = start();
    actor.send({ type: 'personalize.arg', index: 1, arg: 7, base: BASE });
    actor.send({ type: 'personalize.arg', index: 1, arg: undefined, base: BASE });
    expect(actor.getSnapshot().context.entries?.[1]).toEqual({ feedId: FEED.replayCategory, shown: true });
  });

  it('should keep the edited list and say why when the save is refused, and save nothing untouched', async () => {
    const api = new FakeBackupConfigApi();
    api.refusal = new ApiError('network', 'backupconfig');
    const { actor, saved } = start(api);
    actor.send({ type: 'personalize.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'personalize.defaults', entries: BASE });
    actor.send({ type: 'personalize.save' });
    const state = await waitFor(actor, (s) => s.context.error !== null);
    expect(state.context).toMatchObject({ entries: BASE, dirty: true, error: 'network' });
    expect(api.stored).toBeNull();
    expect(saved).toEqual([]);
  });
});
