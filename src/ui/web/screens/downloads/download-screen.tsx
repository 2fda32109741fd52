import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import type { Show } from '../../../../domain/shows/show';
import { useShowTime } from '../../../shared/components/card';
import { DownloadStatus } from '../../../shared/components/download-status';
import { useShowDetails } from '../../../shared/hooks/use-details';
import { useDownload, useDownloads, useShowDownload, type ShowDownload } from '../../../shared/hooks/use-download';
import { errorText } from '../../../shared/i18n/i18n';
import { DownloadList } from './download-list';
import { panel } from './download-styles';

/** /download/{showId}: downloads a show for offline viewing (spec point 6), and lists what is stored. */
export function DownloadScreen() {
  const { t } = useTranslation();
  const { showId = '' } = useParams();
  const details = useShowDetails(showId);
  const downloads = useDownloads();
  return (
    <section aria-labelledby="download-heading">
      <h1 id="download-heading">{t('download_title')}</h1>
      {details.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {details.status === 'failure' ? <p role="alert">{errorText(t, details.error)}</p> : null}
      {details.status === 'success' ? <DownloadPanel show={details.data} downloads={downloads} /> : null}
      <DownloadList downloads={downloads} />
    </section>
  );
}

function DownloadPanel({ show, downloads }: { show: Show; downloads: ReturnType<typeof useDownloads> }) {
  const { t } = useTranslation();
  const download = useShowDownload(show);
  const time = useShowTime();
  if (!download) return <p role="status">{t('loading')}</p>;
  return (
    <div className={panel}>
      <h2>{show.title}</h2>
      <p>
        {download.channel.name} · {time(show.startDate)}
      </p>
      <DownloadControls key={show.id} info={download.info} plan={download.plan} downloads={downloads} />
    </div>
  );
}

function DownloadControls({
  info,
  plan,
  downloads,
}: {
  info: ShowDownload['info'];
  plan: ShowDownload['plan'];
  downloads: ReturnType<typeof useDownloads>;
}) {
  const { t } = useTranslation();
  const model = useDownload(info, plan, downloads.support, downloads.byId(info.showId) !== undefined, downloads.reload);
  return (
    <>
      <DownloadStatus model={model} />
      {model.action ? (
        <button type="button" onClick={() => model.send(model.action!.event)}>
          {t(model.action.labelKey as 'download_start')}
        </button>
      ) : null}
      {model.canCancel ? (
        <button type="button" onClick={() => model.send({ type: 'download.cancel' })}>
          {t('download_cancel')}
        </button>
      ) : null}
    </>
  );
}
