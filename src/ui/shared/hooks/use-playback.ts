import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { createPlaybackActors } from '../../../application/playback.actors';
import { playbackMachine } from '../../../application/playback.machine';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { PLAYER_FACTORY, type PlayerFactory } from '../../../ports/player.port';
import { useService } from '../services';

/** One player bound to a video element, driven by the playback machine. */
export function usePlayback() {
  const guide = useService<GuideApi>(GUIDE_API);
  const createPlayer = useService<PlayerFactory>(PLAYER_FACTORY);
  const player = useMemo(() => createPlayer(), [createPlayer]);
  const videoRef = useRef<HTMLVideoElement>(null);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(playbackMachine.provide({ actors: createPlaybackActors(guide, player) }), options);
  const state = useSelector(actor, (snapshot) => ({
    channelId: snapshot.context.channelId,
    error: snapshot.context.error,
    loading: snapshot.hasTag('loading'),
    playing: snapshot.matches('playing'),
    active: !snapshot.matches('idle'),
  }), (a, b) => JSON.stringify(a) === JSON.stringify(b));

  useEffect(() => {
    if (videoRef.current) void player.attach(videoRef.current);
    return () => void player.destroy();
  }, [player]);

  return {
    ...state,
    videoRef,
    play: (channelId: string) => actor.send({ type: 'player.playChannel', channelId }),
    stop: () => actor.send({ type: 'player.stop' }),
  };
}
