import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Loaded } from '../../../../application/loaded';
import type { QuotaMeter } from '../../../../application/recordings/recordings.model';
import { meters } from './recordings-styles';
import { QuotaMeterLine } from '../../../shared/components/quota-meter-line';

/** The recordings and archives gauges: hours used of the maximum, and the percentage (spec point 9). */
export function QuotaMeters({ loaded }: { loaded: Loaded<readonly QuotaMeter[]> }) {
  const { t } = useTranslation();
  const id = useId();
  if (loaded.status !== 'success') return null;
  return (
    <section className={meters} aria-labelledby={`${id}-quotas`}>
      <h2 id={`${id}-quotas`}>{t('recordings_quotas')}</h2>
      {loaded.data.map((meter) => (
        <QuotaMeterLine key={meter.labelKey} meter={meter} idPrefix={id} />
      ))}
    </section>
  );
}
