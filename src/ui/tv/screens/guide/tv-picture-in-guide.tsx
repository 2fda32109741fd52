import { css } from '@linaria/core';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '../../../../domain/channel';
import { VideoSurface } from '../../../shared/components/video-surface';
import { usePlayback } from '../../../shared/hooks/use-playback';
import { useStopBeforeLeaving } from '../../../shared/hooks/use-stop-before-leaving';
import { PIG_SETTLE_MS } from './tv-guide-layout';

const frame = css`
  position: relative;
  width: 480px;
  height: 270px;
  flex: none;
  background: #000;
  border-radius: 12px;
  overflow: hidden;
  video {
    width: 480px;
    height: 270px;
    object-fit: contain;
  }
`;
const caption = css`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  margin: 0;
  padding: 8px 14px;
  background: rgba(0, 0, 0, 0.7);
  color: #fff;
  font-size: 24px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const staysInGuide = (pathname: string) => pathname === '/guide';

/**
 * Picture in guide: the live channel keeps playing in a corner while the guide is open. It plays
 * the channel the guide opened on (the one being watched), then follows the focused row once the
 * focus rested on it for PIG_SETTLE_MS (browsing fast past channels starts no stream). Sound is
 * off (volume 0 on the guide's own player): the picture follows the focus, the sound would jump.
 * Leaving the guide stops the stream and reports it before the next screen opens. Memoised: a
 * key press that keeps the row does not touch it.
 */
export const TvPictureInGuide = memo(function TvPictureInGuide({ channel }: { channel: Channel | null }) {
  const { t } = useTranslation();
  const playback = usePlayback();
  const [playing, setPlaying] = useState<Channel | null>(null);
  const channelId = channel?.id ?? null;
  useStopBeforeLeaving(playback.active, playback.stop, staysInGuide);

  useEffect(() => {
    if (channel === null) return undefined;
    if (playing === null) {
      setPlaying(channel);
      return undefined;
    }
    const timer = setTimeout(() => setPlaying(channel), PIG_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [channelId]); // eslint-disable-line react-hooks/exhaustive-deps -- the row's channel, not each render's object

  const { send } = playback;
  useEffect(() => {
    if (playing === null) return;
    send({ type: 'player.playChannel', channelId: playing.id });
    send({ type: 'player.setVolume', volume: 0 });
  }, [playing, send]);

  const label = playing ? t('tv_guide_pig_label', { channel: playing.name }) : t('player_label');
  return (
    <div className={frame}>
      <VideoSurface videoRef={playback.videoRef} label={label} />
      {playing ? <p className={caption}>{playing.number}. {playing.name} · {t('tv_guide_pig_muted')}</p> : null}
    </div>
  );
});
