import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { vodPriceLabel } from '../../../../domain/vod/vod';
import { vodProductPath } from '../../../../application/vod/vod.model';
import { useVodSeason } from '../../../shared/hooks/use-vod';
import { Overlay } from '../../overlay';
import { muted, showCards } from '../details/overlay-parts';
import { LoadedContent } from '../details/loaded-content';
import { useVodOverlayPath } from '../../../shared/hooks/use-vod-overlay-path';

/** The VOD season overlay (season/:seasonId): its episodes, each leading to its product overlay. */
export function VodSeasonOverlay() {
  const { t, i18n } = useTranslation();
  const { seasonId = '' } = useParams();
  const season = useVodSeason(seasonId);
  const overlayPath = useVodOverlayPath();
  return (
    <Overlay title={season.name ?? t('season_title')}>
      <LoadedContent loaded={season.episodes}>
        {(episodes) => (
          <section aria-labelledby="vod-episodes">
            <h3 id="vod-episodes">{t('vod_episodes')}</h3>
            {episodes.length === 0 ? <p className={muted}>{t('vod_no_episodes')}</p> : null}
            <ul className={showCards}>
              {episodes.map((episode) => {
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
        )}
      </LoadedContent>
    </Overlay>
  );
}
