import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useParams } from 'react-router';
import { useLineTest } from '../../../shared/hooks/use-line-test';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { outlineButton } from '../../../shared/theme/buttons';
import { FocusableButton } from '../../focusable';
import { useRemoteKeys } from '../../keys/key-layers';
import { deviceIntro, devicePage } from './tv-device-styles';

const bar = css`
  width: 1100px;
  height: 24px;
  margin: 16px 0;
  border-radius: 12px;
  background: var(--color-surface-raised);
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: var(--color-accent);
  }
`;
const results = css`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-column-gap: 32px;
  grid-row-gap: 8px;
  width: 1100px;
  margin: 0 0 16px;
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;
const verdictLine = css`
  font-size: 2rem;
  margin: 8px 0 24px;
`;

/**
 * /performance/{effective} (TV only, spec point 2): measures the line to the provider as soon as
 * it opens, with its progress; Back (or the button) cancels a run; the result says the quality
 * the line sustains and compares it with the connection type of the address.
 */
export function TvPerformanceScreen() {
  const { t } = useTranslation();
  const { effective } = useParams();
  const test = useLineTest(effective);
  const measuring = test.status === 'measuring';
  useRemoteKeys('screen', (key) => {
    if (key.action !== 'back' || !measuring) return false;
    test.cancel();
    return true;
  });
  const { ref, focusKey } = useFocusable({ focusKey: 'performance-screen', trackChildren: true });
  const verdict = test.verdict;
  return (
    <main className={devicePage} aria-labelledby="tv-performance-heading">
      <FocusContext.Provider value={focusKey}>
        <div ref={ref}>
          <h1 id="tv-performance-heading">{t('performance_title')}</h1>
          <p className={deviceIntro}>{t('performance_intro')}</p>
          <FocusableButton
            focusKey="performance-action"
            className={outlineButton}
            autoFocus
            onPress={measuring ? test.cancel : test.start}
          >
            {t(measuring ? 'performance_cancel' : 'performance_restart')}
          </FocusableButton>
          {measuring ? (
            <div>
              <p role="status">{t('performance_measuring', { percent: test.percent })}</p>
              <div className={bar} aria-hidden="true">
                <span style={{ width: `${test.percent}%` }} />
              </div>
              <p className={deviceIntro}>{t('performance_backCancels')}</p>
            </div>
          ) : null}
          {test.status === 'cancelled' ? <p role="status">{t('performance_cancelled')}</p> : null}
          {test.status === 'failed' ? (
            <p role="alert">
              {t(test.failure === 'provider-error' ? 'performance_failed_provider' : 'performance_failed_unreachable')}
            </p>
          ) : null}
          {test.status === 'done' && verdict !== null ? (
            <section aria-labelledby="tv-performance-results">
              <h2 id="tv-performance-results">{t('performance_results')}</h2>
              <p className={verdictLine} role="status">
                {t(`performance_compare_${verdict.comparison}`)}
              </p>
              <dl className={results}>
                <dt>{t('performance_quality')}</dt>
                <dd>{t(`performance_quality_${verdict.quality}`)}</dd>
                <dt>{t('performance_throughput')}</dt>
                <dd>{`${verdict.throughputMbps} Mbit/s`}</dd>
                <dt>{t('performance_rttP50')}</dt>
                <dd>{`${verdict.rttP50Ms} ms`}</dd>
                <dt>{t('performance_rttP95')}</dt>
                <dd>{`${verdict.rttP95Ms} ms`}</dd>
                <dt>{t('performance_namedType')}</dt>
                <dd>{verdict.namedType ?? t('performance_unknownType')}</dd>
                <dt>{t('performance_measuredType')}</dt>
                <dd>{verdict.measuredType}</dd>
              </dl>
            </section>
          ) : null}
        </div>
      </FocusContext.Provider>
    </main>
  );
}
