import type { QuotaMeter } from '../../../application/recordings/recordings.model';
import { useTranslation } from '../i18n/use-translation';

/** One recordings gauge, on both layouts: its name, the meter, hours used of the maximum and the percentage (spec point 9). */
export function QuotaMeterLine({ meter: { labelKey, view }, idPrefix }: { meter: QuotaMeter; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <span id={`${idPrefix}-${labelKey}`}>{t(labelKey)}</span>
      <meter
        aria-labelledby={`${idPrefix}-${labelKey}`}
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
  );
}
