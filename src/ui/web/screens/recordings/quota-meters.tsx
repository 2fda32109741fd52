import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Loaded } from '../../../../application/loaded';
import type { QuotaMeter } from '../../../../application/recordings/recordings.model';
import { meters } from './recordings-styles';

/** The recordings and archives gauges: hours used of the maximum, and the percentage (spec point 9). */
export function QuotaMeters({ loaded }: { loaded: Loaded<readonly QuotaMeter[]> }) {
  const { t } = useTranslation();
  const id = useId();
  if (loaded.status !== 'success') return null;
  return (
    <section className={meters} aria-labelledby={`${id}-quotas`}>
      <h2 id={`${id}-quotas`}>{t('recordings_quotas')}</h2>
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
    </section>
  );
}
