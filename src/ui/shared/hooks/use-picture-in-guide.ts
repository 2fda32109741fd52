import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { pictureInGuideMachine } from '../../../application/guide/picture-in-guide.machine';
import type { Channel } from '../../../domain/guide/channel';
import { usePlayback } from './use-playback';
import { useStopBeforeLeaving } from './use-stop-before-leaving';

const staysInGuide = (pathname: string) => pathname === '/guide';

/**
 * The picture in guide (`pictureInGuideMachine`) over the guide's own player: the channel plays
 * muted (the picture follows the focus, the sound would jump), and leaving the guide stops the
 * stream and reports it before the next screen opens. `declined`: the parental PIN asked for the
 * channel playing was refused (`cancelPin`), until another channel plays.
 */
export function usePictureInGuide(channel: Channel | null) {
  const playback = usePlayback();
  const { send, cancelPin } = playback;
  useStopBeforeLeaving(playback.active, playback.stop, staysInGuide);
  const pig = useActorRef(pictureInGuideMachine);
  useEffect(
    () =>
      pig.on('pig.play', ({ channelId }) => {
        send({ type: 'player.playChannel', channelId });
        send({ type: 'player.setVolume', volume: 0 });
      }).unsubscribe,
    [pig, send],
  );
  const channelId = channel?.id ?? null;
  useEffect(() => {
    pig.send({ type: 'pig.focus', channel });
  }, [channelId, pig]); // eslint-disable-line react-hooks/exhaustive-deps -- the row's channel, not each render's object
  const playing = useSelector(pig, (snapshot) => snapshot.context.playing);
  const declined = useSelector(pig, (snapshot) => snapshot.context.declined);
  return {
    playback,
    playing,
    declined,
    /** Drops the parental PIN asked for the channel playing: a lock shows in its place. */
    cancelPin: useCallback(() => (pig.send({ type: 'pig.decline' }), cancelPin()), [pig, cancelPin]),
  };
}
