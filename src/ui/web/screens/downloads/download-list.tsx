import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { useDownloads } from '../../../shared/hooks/use-download';
import { useOfflinePlayback } from '../../../shared/hooks/use-offline-playback';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { panel } from './download-styles';

/** The shows stored on this device: size, play (no network needed) and delete. */
export function DownloadList({ downloads }: { downloads: ReturnType<typeof useDownloads> }) {
  const { t, i18n } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const stored = playing === null ? undefined : downloads.byId(playing);
  return (
    <section aria-labelledby="downloads-heading" className={panel}>
      <h2 id="downloads-heading">{t('downloads_heading')}</h2>
      {downloads.error ? (
        <p role="alert">
          {t('downloads_error')} {errorText(t, downloads.error)}
        </p>
      ) : null}
      {deleted ? <p role="status">{t('downloads_deleted', { title: deleted })}</p> : null}
      {!downloads.loading && downloads.items.length === 0 ? <p>{t('downloads_empty')}</p> : null}
      <ul aria-labelledby="downloads-heading">
        {downloads.items.map((item) => (
          <li key={item.showId}>
            <strong>{item.title}</strong> · {item.channelName} ·{' '}
            {item.incomplete ? (
              <>
                {t('downloads_incomplete')}{' '}
                <Link to={`/download/${encodeURIComponent(item.showId)}`}>
                  {t('downloads_again', { title: item.title })}
                </Link>{' '}
              </>
            ) : (
              <>
                {t('downloads_size', { size: item.megabytes.toLocaleString(i18n.language), minutes: item.minutes })}{' '}
                <button type="button" onClick={() => setPlaying(item.showId)}>
                  {t('downloads_play', { title: item.title })}
                </button>
              </>
            )}
            <button
              type="button"
              onClick={() =>
                void downloads.remove(item.showId).then(() => {
                  setDeleted(item.title);
                  if (playing === item.showId) setPlaying(null);
                })
              }
            >
              {t('downloads_delete', { title: item.title })}
            </button>
          </li>
        ))}
      </ul>
      {stored ? <OfflinePlayer url={stored.offlineUrl} title={stored.title} onClose={() => setPlaying(null)} /> : null}
    </section>
  );
}

function OfflinePlayer({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { video, failure } = useOfflinePlayback(url);
  return (
    <section aria-label={t('downloads_player')}>
      <h3>{title}</h3>
      {failure ? <p role="alert">{t(errorTextKey(failure))}</p> : null}
      <video ref={video} controls width={640} style={{ maxWidth: '100%' }} />
      <p>
        <button type="button" onClick={onClose}>
          {t('downloads_player_close')}
        </button>
      </p>
    </section>
  );
}
