import { useId } from 'react';
import type { Loaded } from '../../../../application/loaded';
import type { QuotaMeter } from '../../../../application/recordings/recordings.model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { gauges } from './tv-recordings-styles';

/** The recordings and archives gauges (spec point 9: hours used of the maximum, and the percentage). */
export function TvQuotaMeters({ loaded }: { loaded: Loaded<readonly QuotaMeter[]> }) {
  const { t } = useTranslation();
  const id = useId();
  if (loaded.status !== 'success') return null;
  return (
    <section aria-labelledby={`${id}-quotas`}>
      <h2 id={`${id}-quotas`}>{t('recordings_quotas')}</h2>
      <div className={gauges}>
        {loaded.data.map(({ labelKey, view }) => (
          <p key={labelKey}>
            <span id={`${id}-${labelKey}`}>{t(labelKey)}</span>
            <meter
              aria-labelledby={`${id}-${labelKey}`}
              min={0}
              max={100}
              low={80}
              high={95}
              optimum={0}
              value={view.percentage}
            />
            <span>
              {t('recordings_quota_value', { usage: view.usageHours, max: view.maxHours, percentage: view.percentage })}
              {view.full ? ` · ${t('recordings_quota_full')}` : ''}
            </span>
          </p>
        ))}
      </div>
    </section>
  );
}
