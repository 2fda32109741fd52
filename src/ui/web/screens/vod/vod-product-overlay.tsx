import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { usePlayback } from '../../../shared/hooks/use-playback';
import { useVodAccount } from '../../../shared/hooks/use-vod-account';
import { useVodShow } from '../../../shared/hooks/use-vod';
import { vodOverlayElement } from '../../../../application/vod/vod.model';
import { Overlay } from '../../overlay';
import { LoadedContent } from '../details/loaded-content';
import { PlayerPanel } from '../player/player-panel';
import { useStopBeforeLeaving } from '../../../shared/hooks/use-stop-before-leaving';
import { VodProductView } from './vod-product-view';
import { VodRelated } from './vod-related';

const player = css`
  max-width: 960px;
  margin: 0 auto 8px;
`;

/**
 * The VOD product overlay (show/:showId/product/:productId, also under season/:seasonId):
 * the title, its offers and, when the user may play the product, the player. Closing the
 * overlay while it plays stops the stream first, so the provider saves the bookmark.
 */
export function VodProductOverlay() {
  const { t } = useTranslation();
  const { showId = '', productId = '' } = useParams();
  const loaded = useVodShow(showId);
  const playback = usePlayback();
  const account = useVodAccount(playback.active);
  useStopBeforeLeaving(playback.active, playback.stop);
  return (
    <Overlay
      title={loaded.status === 'success' && vodOverlayElement(loaded.data) ? loaded.data.name : t('product_title')}
    >
      {/* Rendered from the start (the player binds to its video element once, when it mounts), shown while a stream is on. */}
      <div className={player} hidden={!playback.active}>
        <PlayerPanel playback={playback} />
      </div>
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
                playing={playback.active}
                onPlay={(bookmark) => playback.playVod({ showId: element.showId, productId, bookmark })}
              />
              <VodRelated showId={element.showId} />
            </>
          );
        }}
      </LoadedContent>
    </Overlay>
  );
}
