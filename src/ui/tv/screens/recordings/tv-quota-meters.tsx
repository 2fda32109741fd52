import { useId } from 'react';
import type { Loaded } from '../../../../application/loaded';
import type { QuotaMeter } from '../../../../application/recordings/recordings.model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { gauges } from './tv-recordings-styles';
import { QuotaMeterLine } from '../../../shared/components/quota-meter-line';

/** The recordings and archives gauges (spec point 9: hours used of the maximum, and the percentage). */
export function TvQuotaMeters({ loaded }: { loaded: Loaded<readonly QuotaMeter[]> }) {
  const { t } = useTranslation();
  const id = useId();
  if (loaded.status !== 'success') return null;
  return (
    <section aria-labelledby={`${id}-quotas`}>
      <h2 id={`${id}-quotas`}>{t('recordings_quotas')}</h2>
      <div className={gauges}>
        {loaded.data.map((meter) => (
          <QuotaMeterLine key={meter.labelKey} meter={meter} idPrefix={id} />
        ))}
      </div>
    </section>
  );
}
