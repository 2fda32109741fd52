import type { PlaybackContent } from '../../../application/playback/playback-content';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { VOD_API, type VodApi } from '../../../ports/vod.port';
import { useService } from '../services';
import { useResource } from './use-resource';

const NONE = 'playback-title:none';

/**
 * What plays, in words (the docked player's title): the channel and its show live, the show in
 * replay, the title of a VOD. Each is read under the key its screen reads it with (the channels,
 * the product overlay's title), so it is usually known already.
 */
export function usePlaybackTitle(content: PlaybackContent | null): string {
  const vodApi = useService<VodApi>(VOD_API);
  const guide = useService<GuideApi>(GUIDE_API);
  const live = content?.kind === 'live';
  const vodId = content?.kind === 'vod' ? content.showId : null;
  const channels = useResource(live ? 'channels' : NONE, () => (live ? guide.channels() : Promise.resolve(null)));
  const vod = useResource(vodId === null ? NONE : `vod-show:${vodId}`, () =>
    vodId === null ? Promise.resolve(null) : vodApi.show(vodId),
  );
  if (content === null) return '';
  if (content.kind === 'vod') return vod?.data?.name ?? '';
  if (content.kind === 'replay') return content.show.title;
  const channel = channels?.data?.find((each) => each.id === content.channelId)?.name ?? '';
  return [channel, content.show?.title].filter(Boolean).join(' · ');
}
