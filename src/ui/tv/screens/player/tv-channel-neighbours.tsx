import type { PlaybackContent } from '../../../../application/playback/playback-content';
import type { Show } from '../../../../domain/shows/show';
import { useShowTime } from '../../../shared/components/card';
import { useShowNeighbours } from '../../../shared/hooks/use-show-neighbours';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { muted } from './tv-player-styles';

/** In the TV player's controls: the show before and the show after the played one on its channel (text, no focus stop). */
export function TvChannelNeighbours({ content }: { content: PlaybackContent | null }) {
  const { t } = useTranslation();
  const time = useShowTime();
  const { previous, next } = useShowNeighbours(content);
  if (previous === null && next === null) return null;
  const line = (show: Show) => `${show.title} (${time(show.startDate)})`;
  return (
    <section aria-label={t('player_on_channel')}>
      {previous ? (
        <p className={muted}>
          <strong>{t('player_previous')} : </strong>
          {line(previous)}
        </p>
      ) : null}
      {next ? (
        <p className={muted}>
          <strong>{t('player_next')} : </strong>
          {line(next)}
        </p>
      ) : null}
    </section>
  );
}
