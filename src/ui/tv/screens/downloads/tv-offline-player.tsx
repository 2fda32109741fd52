import { useEffect, useRef } from 'react';
import type { StoredDownload } from '../../../../ports/offline-store.port';
import { useOfflinePlayback } from '../../../shared/hooks/use-offline-playback';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRemoteKeys } from '../../keys/key-layers';
import { offlinePlayer } from './tv-download-styles';

/**
 * A stored show played full screen from the TV's storage: the focus on Close, Enter or Back
 * closes it (dialog layer: no key reaches the screen behind it), which stops the player.
 */
export function TvOfflinePlayer({ download, onClose }: { download: StoredDownload; onClose: () => void }) {
  const { t } = useTranslation();
  const { video, failure } = useOfflinePlayback(download.offlineUrl);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'back' || key.action === 'enter') onClose();
    return true;
  });
  return (
    <section className={offlinePlayer} role="dialog" aria-modal="true" aria-label={t('downloads_player')}>
      <h2>{download.title}</h2>
      {failure ? <p role="alert">{t(errorTextKey(failure))}</p> : null}
      <video ref={video} />
      <button ref={close} type="button" onClick={onClose}>
        {t('downloads_player_close')}
      </button>
    </section>
  );
}
