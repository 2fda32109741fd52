import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useState } from 'react';
import type { DeviceData } from '../../../../application/privacy/privacy.model';
import { usePrivacy } from '../../../shared/hooks/use-privacy';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { outlineButton } from '../../../shared/theme/buttons';
import { FocusableButton } from '../../focusable';
import { deviceIntro, devicePage } from './tv-device-styles';
import { TvPrivacyPolicy } from './tv-privacy-policy';

/* Two columns of cards (Chromium 68: grid gaps, no flex `gap`). */
const cards = css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  grid-column-gap: 32px;
  grid-row-gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 1700px;
  li {
    padding: 16px 24px;
    border-radius: 16px;
    background: var(--color-surface-raised);
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.9rem;
  }
  p {
    margin: 0 0 8px;
  }
`;
const muted = css`
  color: var(--color-text-muted);
`;

/**
 * /privacy (TV only, spec point 2): each kind of data the app keeps on this device or sends, where
 * it is and how much of it there is, with a button that clears it (the session's signs out).
 */
export function TvPrivacyScreen() {
  const { t } = useTranslation();
  const { items, clear } = usePrivacy();
  const [cleared, setCleared] = useState<DeviceData | null>(null);
  const [reading, setReading] = useState(false);
  // Once the policy was read, closing it gives the focus back to its button, not to the first card.
  const [policyRead, setPolicyRead] = useState(false);
  const { ref, focusKey } = useFocusable({ focusKey: 'privacy-screen', trackChildren: true });
  return (
    <main className={devicePage} aria-labelledby="tv-privacy-heading">
      <FocusContext.Provider value={focusKey}>
        <div ref={ref}>
          <h1 id="tv-privacy-heading">{t('privacy_title')}</h1>
          <p className={deviceIntro}>{t('privacy_intro')}</p>
          <FocusableButton
            focusKey="privacy-policy-open"
            className={outlineButton}
            onPress={() => (setReading(true), setPolicyRead(true))}
          >
            {t('privacy_policy_open')}
          </FocusableButton>
          <p role="status">{cleared === null ? '' : t('privacy_cleared', { name: t(`privacy_${cleared}`) })}</p>
          {reading ? (
            <TvPrivacyPolicy
              onClose={() => {
                setReading(false);
                setFocus('privacy-policy-open');
              }}
            />
          ) : (
            <ul className={cards}>
              {items.map((item) => (
                <li key={item.kind} aria-labelledby={`privacy-${item.kind}`}>
                  <h2 id={`privacy-${item.kind}`}>{t(`privacy_${item.kind}`)}</h2>
                  <p>{t(`privacy_${item.kind}_about`)}</p>
                  <p className={muted}>
                    {t(`privacy_where_${item.where}`)} · {t('privacy_count', { count: item.count })}
                  </p>
                  <FocusableButton
                    focusKey={`privacy-clear-${item.kind}`}
                    className={outlineButton}
                    autoFocus={!policyRead && item.kind === items[0]?.kind}
                    onPress={() => {
                      clear(item.kind);
                      setCleared(item.kind);
                    }}
                  >
                    {t('privacy_clear', { name: t(`privacy_${item.kind}`) })}
                  </FocusableButton>
                </li>
              ))}
            </ul>
          )}
        </div>
      </FocusContext.Provider>
    </main>
  );
}
