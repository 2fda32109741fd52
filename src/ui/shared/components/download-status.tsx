import type { DownloadModel } from '../../../application/downloads/downloads.model';
import { errorTextKey } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';

/** What a show's download says, on both layouts: why not, where it is, its progress, its failure. */
export function DownloadStatus({ model }: { model: DownloadModel }) {
  const { t } = useTranslation();
  return (
    <>
      {model.refusalKey ? <p role="status">{t(model.refusalKey as 'download_refused_encrypted')}</p> : null}
      {model.statusKey ? <p role="status">{t(model.statusKey as 'download_done')}</p> : null}
      {model.percent !== null ? (
        <p>
          <progress aria-label={t('download_progress')} max={100} value={model.percent} />{' '}
          <span>{model.percent} %</span>
        </p>
      ) : null}
      {model.error ? (
        <p role="alert">
          {t('download_failed')} {t(errorTextKey(model.error))}
          {model.interruptedKey ? ` ${t(model.interruptedKey)}` : ''}
        </p>
      ) : null}
    </>
  );
}
