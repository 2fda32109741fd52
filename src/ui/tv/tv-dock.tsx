import { css } from '@linaria/core';
import { usePlaybackTitle } from '../shared/hooks/use-playback-title';
import { useTranslation } from '../shared/i18n/use-translation';
import type { DockProps } from '../shared/playback-host/dock-props';

/** A corner of the screen, clear of the menu (left) and the notices (top); Chromium 68: fixed sizes, no inset. */
const dock = css`
  position: fixed;
  right: 48px;
  bottom: 48px;
  z-index: 15;
  width: 480px;
  height: 270px;
  margin: 0;
  background: #000;
  border-radius: 12px;
  overflow: hidden;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.6);
  &[hidden] {
    display: none;
  }
  video {
    width: 480px;
    height: 270px;
    object-fit: contain;
  }
  p {
    position: absolute;
    margin: 0;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 8px 14px;
    background: rgba(0, 0, 0, 0.75);
    color: #fff;
    font-size: 22px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/**
 * The TV's reduced player ("player always on", issue 37): the live stream of the player the user
 * left goes on in a corner beside the screen opened from it, muted or not as it was. It only
 * shows: nothing in it takes the remote's focus (no control; choosing the channel again brings it
 * back full screen). Its video box is there only while the preference is on, so that without it
 * the video leaves the page with the player, as before. A region of its own (a landmark beside the
 * screen's main one), named with what plays.
 */
export function TvDock({ playback, shown, videoBox, alwaysOn }: DockProps) {
  const { t } = useTranslation();
  const title = usePlaybackTitle(shown ? playback.content : null);
  if (!alwaysOn) return null;
  return (
    <section className={dock} hidden={!shown} aria-label={t('tv_dock_label', { title })}>
      <div ref={videoBox} />
      {shown ? <p>{playback.volume === 0 ? `${title} · ${t('tv_guide_pig_muted')}` : title}</p> : null}
    </section>
  );
}
