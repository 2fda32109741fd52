import { useTranslation } from '../../../shared/i18n/use-translation';
import { seekControl } from '../../../../application/playback/player-controls.model';
import type { Playback } from '../../../shared/hooks/use-playback';
import { usePlayhead } from '../../../shared/hooks/use-playhead';
import { muted } from './tv-player-styles';

/**
 * The position in the seek range, as text: the one part of the TV player that follows the
 * playhead's poll (once a second), so that neither the screen nor its controls draw again for it.
 */
export function TvPlayheadClock({ playback }: { playback: Pick<Playback, 'actor' | 'canSeek'> }) {
  const { t } = useTranslation();
  const seek = seekControl(usePlayhead(playback), playback.canSeek);
  return seek ? (
    <span className={muted}>
      {t('player_position')} : {seek.clock}
    </span>
  ) : null;
}
