import { useState } from 'react';
import type { StoredDownload } from '../../../../ports/offline-store.port';
import type { useDownloads } from '../../../shared/hooks/use-download';
import { errorText } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';
import { downloadPanel, downloadRows } from './tv-download-styles';

export const playKey = (showId: string) => `download-play-${showId}`;
export const deleteKey = (showId: string) => `download-delete-${showId}`;

/** The shows stored on this TV: size, play (no network needed) and delete, each row's buttons in a line. */
export function TvDownloadList({
  downloads,
  onPlay,
}: {
  downloads: ReturnType<typeof useDownloads>;
  onPlay: (download: StoredDownload) => void;
}) {
  const { t, i18n } = useTranslation();
  const [deleted, setDeleted] = useState<string | null>(null);
  return (
    <section className={downloadPanel} aria-labelledby="tv-downloads-heading">
      <h2 id="tv-downloads-heading">{t('downloads_heading')}</h2>
      {downloads.error ? (
        <p role="alert">
          {t('downloads_error')} {errorText(t, downloads.error)}
        </p>
      ) : null}
      {deleted ? <p role="status">{t('downloads_deleted', { title: deleted })}</p> : null}
      {!downloads.loading && downloads.items.length === 0 ? <p>{t('downloads_empty')}</p> : null}
      <ul className={downloadRows} aria-labelledby="tv-downloads-heading">
        {downloads.items.map((item) => {
          const stored = downloads.byId(item.showId);
          return (
            <li key={item.showId}>
              <p>
                <strong>{item.title}</strong> · {item.channelName} ·{' '}
                {item.incomplete
                  ? t('downloads_incomplete')
                  : t('downloads_size', { size: item.megabytes.toLocaleString(i18n.language), minutes: item.minutes })}
              </p>
              {stored ? (
                <FocusableButton focusKey={playKey(item.showId)} onPress={() => onPlay(stored)}>
                  {t('downloads_play', { title: item.title })}
                </FocusableButton>
              ) : null}
              <FocusableButton
                focusKey={deleteKey(item.showId)}
                onPress={() => void downloads.remove(item.showId).then(() => setDeleted(item.title))}
              >
                {t('downloads_delete', { title: item.title })}
              </FocusableButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
