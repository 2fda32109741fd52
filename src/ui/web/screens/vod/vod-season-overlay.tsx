import { css, cx } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { vodPriceLabel } from '../../../../domain/vod/vod';
import { VOD_PORTRAIT } from '../../../../domain/layout';
import { vodProductPath } from '../../../../application/vod/vod.model';
import { useVodSeason } from '../../../shared/hooks/use-vod';
import { Overlay } from '../../overlay';
import { muted, showCards } from '../details/overlay-parts';
import { LoadedContent } from '../details/loaded-content';
import { useVodOverlayPath } from '../../../shared/hooks/use-vod-overlay-path';
import { poster, posterLayout } from './vod-overlay-styles';

const layout = css`
  h3 {
    margin: 0 0 8px;
  }
`;

/**
 * The VOD season overlay (season/:seasonId, also from the /season/{id} shortcut): the season as read
 * by its id (its name, picture and how many episodes it holds), and its episodes in its order, each
 * leading to its product overlay.
 */
export function VodSeasonOverlay() {
  const { t, i18n } = useTranslation();
  const { seasonId = '' } = useParams();
  const loaded = useVodSeason(seasonId);
  const overlayPath = useVodOverlayPath();
  const season = loaded.status === 'success' ? loaded.data : null;
  return (
    <Overlay title={season?.name ?? t('season_title')}>
      <LoadedContent loaded={loaded}>
        {(view) =>
          view === null ? (
            <p role="alert">{t('vod_adult_hidden')}</p>
          ) : (
            <div className={cx(posterLayout, layout)}>
              <img
                className={poster}
                src={view.logo || undefined}
                alt=""
                width={VOD_PORTRAIT.width}
                height={VOD_PORTRAIT.height}
              />
              <section aria-labelledby="vod-episodes">
                <h3 id="vod-episodes">{t('vod_episodes')}</h3>
                <p className={muted}>{t('vod_season_holds', { count: view.episodeCount })}</p>
                {view.episodes.length === 0 ? <p className={muted}>{t('vod_no_episodes')}</p> : null}
                <ul className={showCards}>
                  {view.episodes.map((episode) => {
                    const product = episode.products[0];
                    const label = vodPriceLabel(episode.products, `${i18n.language}-CH`);
                    const to = overlayPath(
                      product
                        ? vodProductPath({ showId: episode.showId, seasonId }, product.productId)
                        : `season/${encodeURIComponent(seasonId)}`,
                    );
                    return (
                      <li key={episode.showId}>
                        <Link to={to}>
                          <strong>{episode.name}</strong>
                          {label ? (
                            <span className={muted}>
                              {label.kind === 'free' ? t('card_free') : t('card_from', { price: label.text })}
                            </span>
                          ) : null}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </div>
          )
        }
      </LoadedContent>
    </Overlay>
  );
}
