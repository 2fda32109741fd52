import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { vodPriceLabel } from '../../../domain/vod';
import { VOD_API, type VodApi } from '../../../ports/vod.port';
import { useResource } from '../../shared/hooks/use-resource';
import { useService } from '../../shared/services';
import { Overlay } from '../overlay';
import { muted, OverlayStatus, showCards } from '../overlays/overlay-parts';
import { useVodOverlayPath, vodProductPath } from './vod-paths';

/** The VOD season overlay (season/:seasonId): its episodes, each leading to its product overlay. */
export function VodSeasonOverlay() {
  const { t, i18n } = useTranslation();
  const { seasonId = '' } = useParams();
  const vodApi = useService<VodApi>(VOD_API);
  const season = useResource(`vod-season:${seasonId}`, () => vodApi.locationSeason(seasonId));
  const episodes = useResource(`vod-season-shows:${seasonId}`, () => vodApi.seasonShows(seasonId));
  const overlayPath = useVodOverlayPath();
  const failed = season?.status === 'failure' ? season : episodes?.status === 'failure' ? episodes : undefined;
  return (
    <Overlay title={season?.data?.name ?? t('season_title')}>
      {episodes?.data ? (
        <section aria-labelledby="vod-episodes">
          <h3 id="vod-episodes">{t('vod_episodes')}</h3>
          {episodes.data.length === 0 ? <p className={muted}>{t('vod_no_episodes')}</p> : null}
          <ul className={showCards}>
            {episodes.data.map((episode) => {
              const product = episode.products[0];
              const label = vodPriceLabel(episode.products, `${i18n.language}-CH`);
              const to = overlayPath(product ? vodProductPath({ showId: episode.showId, seasonId }, product.productId) : `season/${encodeURIComponent(seasonId)}`);
              return (
                <li key={episode.showId}>
                  <Link to={to}>
                    <strong>{episode.name}</strong>
                    {label ? <span className={muted}>{label.kind === 'free' ? t('card_free') : t('card_from', { price: label.text })}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : (
        <OverlayStatus status={failed ? 'failure' : 'loading'} error={failed?.status === 'failure' ? failed.error : undefined} />
      )}
    </Overlay>
  );
}
