import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { pictureInGuideMachine } from '../../../application/guide/picture-in-guide.machine';
import type { Channel } from '../../../domain/guide/channel';
import type { Playback } from './use-playback';
import { alwaysStays, useStopBeforeLeaving } from './use-stop-before-leaving';

const staysInGuide = (pathname: string) => pathname === '/guide';

/** What the picture in guide drives: the guide's own playback, or the layout's one ("player always on"). */
export type PigPlayback = Pick<Playback, 'active' | 'stop' | 'send' | 'cancelPin' | 'volume'>;

/**
 * The picture in guide (`pictureInGuideMachine`) over `playback`: the channel plays muted (the
 * picture follows the focus, the sound would jump). The guide's own playback stops and is
 * reported before the next screen opens. The layout's one (`hosted`, with "player always on")
 * goes on after the guide at the volume it had (the machine keeps a channel it plays already).
 * `declined`: the parental PIN asked for the channel playing was refused (`cancelPin`), until
 * another channel plays.
 */
export function usePictureInGuide(channel: Channel | null, playback: PigPlayback, hosted: boolean) {
  const { send, cancelPin } = playback;
  useStopBeforeLeaving(playback.active, playback.stop, hosted ? alwaysStays : staysInGuide);
  const pig = useActorRef(pictureInGuideMachine);
  useEffect(
    () =>
      pig.on('pig.play', ({ channelId }) => {
        send({ type: 'player.playChannel', channelId });
        send({ type: 'player.setVolume', volume: 0 });
      }).unsubscribe,
    [pig, send],
  );
  // The layout's playback gets its volume back as the guide goes (it goes on beside the next screen).
  const volume = useRef(playback.volume);
  useEffect(() => {
    if (!hosted) return undefined;
    const before = volume.current;
    // Mounted again in place (React's strict mode): the picture stays muted.
    if (pig.getSnapshot().context.playing !== null) send({ type: 'player.setVolume', volume: 0 });
    return () => send({ type: 'player.setVolume', volume: before });
  }, [pig, send, hosted]);
  const channelId = channel?.id ?? null;
  useEffect(() => {
    pig.send({ type: 'pig.focus', channel });
  }, [channelId, pig]); // eslint-disable-line react-hooks/exhaustive-deps -- the row's channel, not each render's object
  const playing = useSelector(pig, (snapshot) => snapshot.context.playing);
  const declined = useSelector(pig, (snapshot) => snapshot.context.declined);
  return {
    playing,
    declined,
    /** Drops the parental PIN asked for the channel playing: a lock shows in its place. */
    cancelPin: useCallback(() => (pig.send({ type: 'pig.decline' }), cancelPin()), [pig, cancelPin]),
  };
}
