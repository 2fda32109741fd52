import { ACCURATE_TIMEOUT, accurateStartSeconds } from '../../domain/playback/accurate-start';
import type { Show } from '../../domain/shows/show';
import type { GuideApi } from '../../ports/guide.port';

/** The answer of `call`, or a failure once `ms` have passed without one. */
function within<T>(call: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('accurate: no answer in time')), ms);
    call.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Where start-over starts in the show on air of a channel (spec points 3 and 7): on a channel
 * flagged `isAccurate`, at the exact start accurate/{id}/ gives; elsewhere, or when that call fails
 * or takes longer than its 500 ms, at 0 s, silently. Which channels are accurate is read once from
 * the lineup (channels/), and again after a failed read.
 */
export function createExactStartLookup(guideApi: Pick<GuideApi, 'channels' | 'accurateShow'>) {
  let accurate: Promise<ReadonlySet<string>> | null = null;
  const accurateChannels = () => {
    if (accurate === null) {
      const read = guideApi
        .channels()
        .then((channels) => new Set(channels.filter((channel) => channel.isAccurate).map((channel) => channel.id)));
      read.catch(() => (accurate = null));
      accurate = read;
    }
    return accurate;
  };
  return async (channelId: string, show: Show): Promise<number> => {
    try {
      if (!(await accurateChannels()).has(channelId)) return 0;
      return accurateStartSeconds(
        show,
        await within(guideApi.accurateShow(channelId), ACCURATE_TIMEOUT.total('milliseconds')),
      );
    } catch {
      return 0;
    }
  };
}
