import { useState, type RefObject } from 'react';
import { canCast, castFailureShown } from '../../../application/playback/cast.model';
import { useChannels } from './use-home-rows';

/** Whether this browser has the Remote Playback API on its media elements. */
export const hasRemotePlayback = () =>
  typeof HTMLMediaElement !== 'undefined' && 'remote' in HTMLMediaElement.prototype;

/** Casting the channel being played through the browser's Remote Playback API, where it has one. */
export function useCast(videoRef: RefObject<HTMLVideoElement | null>, channelId: string | null | undefined) {
  const channels = useChannels();
  const [failed, setFailed] = useState(false);
  const channel = channelId ? channels?.data?.find((candidate) => candidate.id === channelId) : undefined;
  const start = async () => {
    setFailed(false);
    try {
      await videoRef.current?.remote.prompt();
    } catch (error) {
      setFailed(castFailureShown(error));
    }
  };
  return { offered: canCast(channel, hasRemotePlayback()), failed, start };
}
