import { css } from '@linaria/core';
import { memo, useCallback, useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ZapDirection } from '../../../../application/playback/zapping.model';
import type { Channel } from '../../../../domain/guide/channel';
import { VideoSurface } from '../../../shared/components/video-surface';
import { usePictureInGuide, type PigPlayback } from '../../../shared/hooks/use-picture-in-guide';
import { usePlayback, type Playback } from '../../../shared/hooks/use-playback';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { PlayerSlot, useHostedPlayback } from '../../../shared/playback-host/hosted-playback';
import { TvPinDialog } from '../player/tv-pin-dialog';

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

const locked = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  margin: 0;
  padding: 90px 24px 0;
  color: #fff;
  font-size: 26px;
  text-align: center;
`;

/**
 * Picture in guide: the live channel keeps playing in a corner while the guide is open. It plays
 * the channel the guide opened on (the one being watched), then follows the focused row once the
 * focus rested on it for PIG_SETTLE_MS (browsing fast past channels starts no stream). Sound is
 * off (volume 0): the picture follows the focus, the sound would jump. Leaving the guide stops the
 * stream and reports it before the next screen opens; with "player always on" the corner shows the
 * layout's one playback instead, which goes on beside the next screen at its volume. The flow is
 * `usePictureInGuide`'s; this renders it. Memoised: a key press that keeps the row does not touch it.
 * A protected show on air asks the parental PIN (the remote's digits) before a frame of it plays;
 * `onDialog` tells the guide while it is asked, CH+/CH- page the guide on (dropping it) through
 * `onZap`, and a refused PIN leaves a lock in the corner until the focus moves to another row.
 */
export const TvPictureInGuide = memo(function TvPictureInGuide(props: PigProps) {
  // "Player always on": the layout's one playback plays in the corner (no second stream beside it), and goes on after the guide.
  const { playerAlwaysOn } = usePreferences().preferences;
  return playerAlwaysOn ? <HostedPicture {...props} /> : <OwnPicture {...props} />;
});

interface PigProps {
  channel: Channel | null;
  onDialog?: (open: boolean) => void;
  onZap?: (direction: ZapDirection) => void;
}

/** The guide's own playback, stopped as the guide goes. */
function OwnPicture(props: PigProps) {
  const playback = usePlayback();
  return (
    <Picture {...props} playback={playback} hosted={false}>
      {(label) => <VideoSurface videoRef={playback.videoRef} label={label} />}
    </Picture>
  );
}

/** The layout's playback (PlaybackHost), once its code is there. */
function HostedPicture(props: PigProps) {
  const { playback } = useHostedPlayback();
  return playback === null ? (
    <div className={frame} />
  ) : (
    <Picture {...props} playback={playback} hosted>
      {/* The layout's video says "video player": the corner says what it shows. */}
      {(label) => (
        <div role="group" aria-label={label}>
          <PlayerSlot />
        </div>
      )}
    </Picture>
  );
}

function Picture({
  channel,
  onDialog,
  onZap,
  playback,
  hosted,
  children,
}: PigProps & {
  playback: PigPlayback & Pick<Playback, 'parental' | 'submitPin'>;
  hosted: boolean;
  children: (label: string) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { playing, declined, cancelPin } = usePictureInGuide(channel, playback, hosted);
  const asking = playback.parental?.asking === true;
  useEffect(() => onDialog?.(asking), [asking, onDialog]);
  const zap = useCallback((direction: ZapDirection) => (cancelPin(), onZap?.(direction)), [cancelPin, onZap]);

  const label = playing ? t('tv_guide_pig_label', { channel: playing.name }) : t('player_label');
  return (
    <div className={frame}>
      {children(label)}
      {playing !== null && declined ? (
        <p className={locked}>
          <svg width="36" height="42" viewBox="0 0 12 14" aria-hidden="true">
            <path fill="currentColor" d="M2 6V4a4 4 0 0 1 8 0v2h1v8H1V6zm2 0h4V4a2 2 0 0 0-4 0z" />
          </svg>
          <br />
          {t('tv_guide_pig_locked')}
        </p>
      ) : null}
      {playing ? (
        <p className={caption}>
          {playing.number}. {playing.name} · {t('tv_guide_pig_muted')}
        </p>
      ) : null}
      {asking && playback.parental ? (
        <TvPinDialog
          busy={playback.parental.busy}
          error={playback.parental.error}
          onSubmit={playback.submitPin}
          onCancel={cancelPin}
          onZap={zap}
        />
      ) : null}
    </div>
  );
}
