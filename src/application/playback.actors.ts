import { fromPromise } from 'xstate';
import type { GuideApi, StreamRights } from '../ports/guide.port';
import type { PlayerPort } from '../ports/player.port';

/** The I/O of the playback machine over the guide API and one player. */
export function createPlaybackActors(guideApi: GuideApi, player: PlayerPort) {
  return {
    fetchRights: fromPromise<StreamRights, { channelId: string }>(({ input }) => guideApi.channelRights(input.channelId)),
    startStream: fromPromise<void, { rights: StreamRights }>(({ input }) => player.load(input.rights)),
    stopStream: fromPromise<void>(() => player.stop()),
  };
}
