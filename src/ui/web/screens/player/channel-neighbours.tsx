import { css } from '@linaria/core';
import type { PlaybackContent } from '../../../../application/playback/playback-content';
import type { Show } from '../../../../domain/shows/show';
import { useShowTime } from '../../../shared/components/card';
import { useShowNeighbours } from '../../../shared/hooks/use-show-neighbours';
import { useTranslation } from '../../../shared/i18n/use-translation';

const list = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
  }
`;

/** The player's info on its channel: the show before and the show after the played one; absent when neither is known. */
export function ChannelNeighbours({ content }: { content: PlaybackContent | null }) {
  const { t } = useTranslation();
  const time = useShowTime();
  const { previous, next } = useShowNeighbours(content);
  if (previous === null && next === null) return null;
  const line = (show: Show) => `${show.title} (${time(show.startDate)})`;
  return (
    <section aria-label={t('player_on_channel')}>
      <dl className={list}>
        {previous ? (
          <div style={{ display: 'contents' }}>
            <dt>{t('player_previous')}</dt>
            <dd>{line(previous)}</dd>
          </div>
        ) : null}
        {next ? (
          <div style={{ display: 'contents' }}>
            <dt>{t('player_next')}</dt>
            <dd>{line(next)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
