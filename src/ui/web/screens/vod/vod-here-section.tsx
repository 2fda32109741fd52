import { css } from '@linaria/core';
import { useId } from 'react';
import type { Loaded } from '../../../../application/loaded';
import type { VodRailCard } from '../../../../application/vod/vod.model';
import { CardSlot } from '../../../shared/components/card-slot';
import { VodCard } from '../../../shared/components/card-kinds';
import { useRetryFailedLoads } from '../../../shared/hooks/use-retry-failed-loads';
import { useVodHere } from '../../../shared/hooks/use-vod-here';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VodSeasonCard } from './vod-season-card';
import { LoadFailure } from '../../load-failure';

const row = css`
  display: flex;
  gap: 16px;
  overflow-x: auto;
  list-style: none;
  margin: 0 0 28px;
  padding: 2px 2px 10px;
`;
const muted = css`
  color: var(--color-text-muted);
`;

/**
 * What VOD offers where the user is (vod/locations/shows/ and vod/locations/seasons/): a row of
 * titles, each opening its product overlay, and a row of seasons, each opening its season overlay, over `screen`.
 */
export function VodHereSection({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const here = useVodHere();
  return (
    <section aria-labelledby="vod-here">
      <h2 id="vod-here">{t('vod_here')}</h2>
      <VodHereRow title={t('vod_here_titles')} empty={t('vod_here_no_titles')} cards={here.titles} screen={screen} />
      <VodHereRow title={t('vod_here_seasons')} empty={t('vod_here_no_seasons')} cards={here.seasons} screen={screen} />
    </section>
  );
}

function VodHereRow({
  title,
  empty,
  cards,
  screen,
}: {
  title: string;
  empty: string;
  cards: Loaded<readonly VodRailCard[]>;
  screen: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const retry = useRetryFailedLoads();
  return (
    <section aria-labelledby={id} aria-busy={cards.status === 'loading'}>
      <h3 id={id}>{title}</h3>
      {cards.status === 'loading' ? <p role="status">{t('vod_here_loading')}</p> : null}
      {cards.status === 'failure' ? (
        <LoadFailure lead={t('vod_here_error')} error={cards.error} onRetry={retry} />
      ) : null}
      {cards.status === 'success' && cards.data.length === 0 ? <p className={muted}>{empty}</p> : null}
      {cards.status === 'success' && cards.data.length > 0 ? (
        <ul className={row} aria-label={title}>
          {cards.data.map((card) => (
            <CardSlot key={card.key} kind="vod">
              {card.kind === 'title' ? (
                <VodCard element={card.element} to={`${screen}/${card.path}`} />
              ) : (
                <VodSeasonCard season={card.season} to={`${screen}/${card.path}`} />
              )}
            </CardSlot>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
