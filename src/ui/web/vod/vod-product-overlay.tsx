import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { VOD_API, type VodApi } from '../../../ports/vod.port';
import { usePlayback } from '../../shared/hooks/use-playback';
import { useResource } from '../../shared/hooks/use-resource';
import { useService } from '../../shared/services';
import { Overlay } from '../overlay';
import { OverlayStatus } from '../overlays/overlay-parts';
import { PlayerPanel } from '../player/player-panel';
import { useStopBeforeLeaving } from '../../shared/hooks/use-stop-before-leaving';
import { useVodAccount } from './use-vod-account';
import { VodProductView } from './vod-product-view';

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
  const vodApi = useService<VodApi>(VOD_API);
  const resource = useResource(`vod-show:${showId}`, () => vodApi.show(showId));
  const playback = usePlayback();
  const account = useVodAccount(playback.active);
  useStopBeforeLeaving(playback.active, playback.stop);
  const element = resource?.data;
  return (
    <Overlay title={element?.name ?? t('product_title')}>
      {/* Rendered from the start (the player binds to its video element once, when it mounts), shown while a stream is on. */}
      <div className={player} hidden={!playback.active}>
        <PlayerPanel playback={playback} />
      </div>
      {element ? (
        <VodProductView element={element} productId={productId} account={account} playing={playback.active}
          onPlay={(bookmark) => playback.playVod({ showId: element.showId, productId, bookmark })} />
      ) : (
        <OverlayStatus status={resource?.status === 'failure' ? 'failure' : 'loading'} error={resource?.status === 'failure' ? resource.error : undefined} />
      )}
    </Overlay>
  );
}
