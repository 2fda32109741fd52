import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useVodAccount } from '../../../shared/hooks/use-vod-account';
import { useVodShow } from '../../../shared/hooks/use-vod';
import { vodOverlayElement } from '../../../../application/vod/vod.model';
import { Overlay } from '../../overlay';
import { LoadedContent } from '../details/loaded-content';
import { PlayerPanel } from '../player/player-panel';
import { useHostedPlayback } from '../../../shared/playback-host/hosted-playback';
import { VodProductView } from './vod-product-view';
import { VodRelated } from './vod-related';

const player = css`
  max-width: 960px;
  margin: 0 auto 8px;
`;

/**
 * The VOD product overlay (show/:showId/product/:productId, also under season/:seasonId):
 * the title, its offers and, when the user may play the product, the player. Closing the
 * overlay while it plays docks the stream ("player always on") or stops and reports it (the
 * provider saves the bookmark): the playback is the layout's (PlaybackHost), not the overlay's.
 */
export function VodProductOverlay() {
  const { t } = useTranslation();
  const { showId = '', productId = '' } = useParams();
  const loaded = useVodShow(showId);
  const { playback, send } = useHostedPlayback();
  const playing = playback?.active === true;
  const account = useVodAccount(playing);
  return (
    <Overlay
      title={loaded.status === 'success' && vodOverlayElement(loaded.data) ? loaded.data.name : t('product_title')}
    >
      {/* The layout's one player, shown while a stream is on (it goes on, docked, once the overlay closes). */}
      {playback ? (
        <div className={player} hidden={!playing}>
          <PlayerPanel playback={playback} />
        </div>
      ) : null}
      <LoadedContent loaded={loaded}>
        {(loadedElement) => {
          const element = vodOverlayElement(loadedElement);
          return element === null ? (
            <p role="alert">{t('vod_adult_hidden')}</p>
          ) : (
            <>
              <VodProductView
                element={element}
                productId={productId}
                account={account}
                playing={playing}
                onPlay={(bookmark) => send({ type: 'player.playVod', showId: element.showId, productId, bookmark })}
              />
              <VodRelated showId={element.showId} />
            </>
          );
        }}
      </LoadedContent>
    </Overlay>
  );
}
