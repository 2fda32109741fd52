import { css } from '@linaria/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { vodProductPath } from '../../../../application/vod/vod.model';
import { VOD_PORTRAIT } from '../../../../domain/layout';
import { useVodOverlayPath } from '../../../shared/hooks/use-vod-overlay-path';
import { useVodPriceTexts } from '../../../shared/hooks/use-vod-price-text';
import { useVodSeason } from '../../../shared/hooks/use-vod';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFocusMemory } from '../../focus-memory';
import { FocusableButton } from '../../focusable';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { TvOverlay } from '../details/tv-overlay';
import { muted, TvLoaded } from '../details/tv-overlay-parts';
import { posterLayout } from './tv-vod-styles';

const episodeList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    margin: 0 0 16px;
  }
  button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    max-width: 1200px;
    font: inherit;
    padding: 16px 28px;
    border-radius: 12px;
    border: 2px solid var(--color-accent);
    background: transparent;
    color: var(--color-text);
    text-align: left;
  }
`;

const episodeKey = (showId: string) => `vod-episode-${showId}`;

/**
 * The VOD season on TV (season/:seasonId, also from the /season/{id} shortcut): the season as read by
 * its id (name, picture, how many episodes it holds) and its episodes with their prices, in its order;
 * Enter opens an episode's product, and Back from it comes back to that episode.
 */
export function TvVodSeasonOverlay() {
  const { t } = useTranslation();
  const { seasonId = '' } = useParams();
  const loaded = useVodSeason(seasonId);
  const overlayPath = useVodOverlayPath();
  const navigate = useNavigate();
  const prices = useVodPriceTexts();
  const memory = useFocusMemory();
  const memoryName = `vod-season-${seasonId}`;
  const [remembered] = useState(() => memory.recall(memoryName));
  const season = loaded.status === 'success' ? loaded.data : null;
  const playable = season?.episodes.filter((episode) => episode.products.length > 0) ?? [];
  const start =
    remembered !== undefined && playable.some((episode) => episodeKey(episode.showId) === remembered)
      ? remembered
      : playable[0]
        ? episodeKey(playable[0].showId)
        : null;
  return (
    <TvOverlay title={season?.name ?? t('season_title')} ready={loaded.status !== 'loading'} initialFocusKey={start}>
      <TvLoaded loaded={loaded}>
        {(view) =>
          view === null ? (
            <p role="alert">{t('vod_adult_hidden')}</p>
          ) : (
            <div className={posterLayout}>
              <img src={view.logo || undefined} alt="" width={VOD_PORTRAIT.width} height={VOD_PORTRAIT.height} />
              <section aria-labelledby="tv-vod-episodes">
                <h3 id="tv-vod-episodes">{t('vod_episodes')}</h3>
                <p className={muted}>{t('vod_season_holds', { count: view.episodeCount })}</p>
                {playable.length === 0 ? <p className={muted}>{t('vod_no_episodes')}</p> : null}
                <ul className={episodeList} aria-labelledby="tv-vod-episodes">
                  {playable.map((episode) => {
                    const key = episodeKey(episode.showId);
                    const product = episode.products[0]!;
                    const to = overlayPath(vodProductPath({ showId: episode.showId, seasonId }, product.productId));
                    return (
                      <li key={episode.showId}>
                        <FocusableButton
                          focusKey={key}
                          onFocused={() => memory.remember(memoryName, key)}
                          onPress={() => void navigate(to, overlayNavigation)}
                        >
                          <strong>{episode.name}</strong>
                          <span className={muted}>{prices.from(episode.products)}</span>
                        </FocusableButton>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </div>
          )
        }
      </TvLoaded>
    </TvOverlay>
  );
}
