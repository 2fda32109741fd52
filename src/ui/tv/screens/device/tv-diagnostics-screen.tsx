import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { Fragment, useState } from 'react';
import type { Phrase } from '../../../../application/diagnostics/diagnostics.model';
import { useDiagnostics } from '../../../shared/hooks/use-diagnostics';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { outlineButton } from '../../../shared/theme/buttons';
import { FocusableButton } from '../../focusable';
import { TvScrollRegion } from '../../tv-scroll-region';
import { deviceIntro, devicePage, deviceRegion } from './tv-device-styles';

/* Three columns of label / value lines, ten-foot text. */
const grid = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  grid-column-gap: 48px;
  h2 {
    margin: 12px 0 8px;
    font-size: 1.8rem;
    color: var(--color-accent);
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    grid-column-gap: 16px;
    grid-row-gap: 4px;
    margin: 0 0 16px;
  }
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
    word-break: break-word;
  }
`;
const readOut = css`
  white-space: pre-wrap;
  font: inherit;
  margin: 0;
`;

/**
 * /diagnostic (TV only, spec point 2): the app, the engine, what it plays, the network, the clock
 * against the provider's, the last zap times and the playing stream, refreshed while open; a
 * button copies it all for support, or shows it to read out where the engine cannot copy.
 */
export function TvDiagnosticsScreen() {
  const { t } = useTranslation();
  const { sections, supportText, copy } = useDiagnostics();
  const [copied, setCopied] = useState<boolean | null>(null);
  const { ref, focusKey } = useFocusable({ focusKey: 'diagnostics-screen', trackChildren: true });
  const say = (phrase: Phrase) => ('key' in phrase ? t(phrase.key) : phrase.text);
  return (
    <main className={devicePage} aria-labelledby="tv-diagnostics-heading">
      <FocusContext.Provider value={focusKey}>
        <div ref={ref}>
          <h1 id="tv-diagnostics-heading">{t('diagnostic_title')}</h1>
          <p className={deviceIntro}>{t('diagnostic_intro')}</p>
          <FocusableButton
            focusKey="diagnostics-copy"
            className={outlineButton}
            autoFocus
            onPress={() => void copy().then(setCopied)}
          >
            {t('diagnostic_copy')}
          </FocusableButton>
          <p role="status">{copied === null ? '' : t(copied ? 'diagnostic_copied' : 'diagnostic_readOut')}</p>
          <TvScrollRegion focusKey="diagnostics-details" label={t('diagnostic_details')} className={deviceRegion}>
            {copied === false ? (
              <pre className={readOut}>{supportText}</pre>
            ) : (
              <div className={grid}>
                {sections.map((section) => (
                  <section key={section.id} aria-labelledby={`diagnostic-${section.id}`}>
                    <h2 id={`diagnostic-${section.id}`}>{t(section.titleKey)}</h2>
                    <dl>
                      {section.lines.map((line, index) => (
                        <Fragment key={index}>
                          <dt>{say(line.label)}</dt>
                          <dd>{say(line.value)}</dd>
                        </Fragment>
                      ))}
                    </dl>
                  </section>
                ))}
              </div>
            )}
          </TvScrollRegion>
        </div>
      </FocusContext.Provider>
    </main>
  );
}
