import {
  doesFocusableExist,
  FocusContext,
  getCurrentFocusKey,
  setFocus,
  useFocusable,
} from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Show } from '../../../../domain/shows/show';
import type { StoredDownload } from '../../../../ports/offline-store.port';
import { useShowTime } from '../../../shared/components/card';
import { DownloadStatus } from '../../../shared/components/download-status';
import { useShowDetails } from '../../../shared/hooks/use-details';
import { useDownload, useDownloads, useShowDownload, type ShowDownload } from '../../../shared/hooks/use-download';
import { errorText } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';
import { deleteKey, playKey, TvDownloadList } from './tv-download-list';
import { TvOfflinePlayer } from './tv-offline-player';
import { downloadPage, downloadPanel } from './tv-download-styles';

type Downloads = ReturnType<typeof useDownloads>;

/**
 * /tv/download/{showId} (issue 36 item 5): the web's download model with the remote: the show's
 * download (start, progress, cancel, or why not: a TV engine without offline storage or with too
 * little room says so), then the shows stored on this TV, played full screen (Back closes) or
 * deleted. Without any stored show, a Back button ends the screen.
 */
export function TvDownloadScreen() {
  const { t } = useTranslation();
  const { showId = '' } = useParams();
  const navigate = useNavigate();
  const details = useShowDetails(showId);
  const downloads = useDownloads();
  const [playing, setPlaying] = useState<StoredDownload | null>(null);
  const { ref, focusKey } = useFocusable({ focusKey: 'download-screen', trackChildren: true });
  const first = downloads.items[0];
  // The focus is on the show's button while it has one, else on the first stored show, else on Back;
  // when its button goes (started, cancelled, done), it moves to the next of these.
  const focusOrder = [
    'download-action',
    'download-cancel',
    first && (downloads.byId(first.showId) ? playKey(first.showId) : deleteKey(first.showId)),
    'download-back',
  ];
  useEffect(() => {
    if (playing !== null || doesFocusableExist(getCurrentFocusKey())) return;
    const target = focusOrder.find((key) => key !== undefined && doesFocusableExist(key));
    if (target !== undefined) setFocus(target);
  });
  return (
    <>
      <main className={downloadPage} aria-hidden={playing !== null || undefined}>
        <FocusContext.Provider value={focusKey}>
          <div ref={ref}>
            <h1>{t('download_title')}</h1>
            {details.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
            {details.status === 'failure' ? <p role="alert">{errorText(t, details.error)}</p> : null}
            {details.status === 'success' ? <TvDownloadPanel show={details.data} downloads={downloads} /> : null}
            <TvDownloadList downloads={downloads} onPlay={setPlaying} />
            {first === undefined && details.status !== 'loading' ? (
              <FocusableButton focusKey="download-back" onPress={() => navigate(-1)}>
                {t('download_back')}
              </FocusableButton>
            ) : null}
          </div>
        </FocusContext.Provider>
      </main>
      {playing ? <TvOfflinePlayer download={playing} onClose={() => setPlaying(null)} /> : null}
    </>
  );
}

function TvDownloadPanel({ show, downloads }: { show: Show; downloads: Downloads }) {
  const { t } = useTranslation();
  const download = useShowDownload(show);
  const time = useShowTime();
  return (
    <section className={downloadPanel} aria-labelledby="tv-download-show">
      <h2 id="tv-download-show">{show.title}</h2>
      {download ? (
        <>
          <p>
            {download.channel.name} · {time(show.startDate)}
          </p>
          <TvDownloadControls key={show.id} download={download} downloads={downloads} />
        </>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

function TvDownloadControls({ download, downloads }: { download: ShowDownload; downloads: Downloads }) {
  const { t } = useTranslation();
  const model = useDownload(
    download.info,
    download.plan,
    downloads.support,
    downloads.byId(download.info.showId) !== undefined,
    downloads.reload,
  );
  return (
    <>
      <DownloadStatus model={model} />
      {model.action ? (
        <FocusableButton focusKey="download-action" onPress={() => model.send(model.action!.event)}>
          {t(model.action.labelKey as 'download_start')}
        </FocusableButton>
      ) : null}
      {model.canCancel ? (
        <FocusableButton focusKey="download-cancel" onPress={() => model.send({ type: 'download.cancel' })}>
          {t('download_cancel')}
        </FocusableButton>
      ) : null}
    </>
  );
}
