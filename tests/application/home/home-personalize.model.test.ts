import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createHomePersonalizeActors,
  homePersonalizeMachine,
} from '../../../src/application/home/home-personalize.machine';
import { connectHomePersonalize } from '../../../src/application/home/home-personalize.model';
import { FEED } from '../../../src/domain/home/home-feeds';
import { FakeBackupConfigApi } from '../../fakes/fake-backup-config-api';
import { aProfile } from '../../fakes/profiles';

const start = () =>
  createActor(
    homePersonalizeMachine.provide({ actors: createHomePersonalizeActors(new FakeBackupConfigApi()) }),
  ).start();

describe('the home personalisation screen model', () => {
  it('should offer a category choice on replay rows only, and no move past the ends', () => {
    const model = connectHomePersonalize(
      start().getSnapshot(),
      [
        { feedId: FEED.replayCategory, position: 0, arg: 5 },
        { feedId: FEED.vod, position: 1 },
      ],
      aProfile(),
    );
    expect(model.items[0]).toMatchObject({
      entry: { feedId: FEED.replayCategory, arg: 5, shown: true },
      upEvent: null,
    });
    expect(model.items[0]!.argEvent).not.toBeNull();
    expect(model.items[1]!.argEvent).toBeNull();
    expect(model.items.at(-1)!.downEvent).toBeNull();
  });

  it('should put the defaults back through its event, as an unsaved change', () => {
    const actor = start();
    const model = connectHomePersonalize(actor.getSnapshot(), [{ feedId: FEED.vod, position: 0 }], aProfile());
    actor.send(model.defaultsEvent);
    const after = connectHomePersonalize(actor.getSnapshot(), [{ feedId: FEED.vod, position: 0 }], aProfile());
    expect(after.dirty).toBe(true);
    expect(after.items.filter((item) => item.entry.shown).map((item) => item.entry.feedId)).toEqual([
      101, 102, 105, 115, 104, 103, 121, 105, 106, 111, 110, 108,
    ]);
  });
});
