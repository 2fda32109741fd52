import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Loaded } from '../../../../application/loaded';
import type { Credits } from '../../../../domain/shows/show';
import { useCreditLines } from '../../../shared/hooks/use-show-view';
import { errorText } from '../../../shared/i18n/i18n';
import { FocusableButton } from '../../focusable';
import { useOpenOverlay } from './tv-overlay-nav';
import { TvLoadFailure } from '../../tv-load-failure';

/** A row of the remote's buttons (margins: Chromium 68 has no flex gap). */
export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  margin: 8px 0 16px;
  padding: 0;
  list-style: none;
  li {
    margin: 0 20px 16px 0;
  }
  button {
    font: inherit;
    font-weight: 700;
    padding: 14px 28px;
    border-radius: 12px;
    border: 2px solid var(--color-accent);
    background: transparent;
    color: var(--color-text);
  }
  button[aria-current='true'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
/** The first of a show's actions stands out. */
export const primary = css`
  background: var(--color-accent) !important;
  color: var(--color-on-accent) !important;
`;
export const muted = css`
  color: var(--color-text-muted);
`;
export const details = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  grid-gap: 8px 24px;
  margin: 0 0 16px;
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
  }
`;

/** The loaded content, or its loading or failure said in the user's language (with Retry, focused). */
export function TvLoaded<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (loaded.status === 'success') return children(loaded.data);
  return loaded.status === 'loading' ? (
    <p role="status">{t('overlay_loading')}</p>
  ) : (
    <TvLoadFailure focusKey="overlay-retry" autoFocus>
      {t('overlay_error')} {errorText(t, loaded.error)}
    </TvLoadFailure>
  );
}

/** Credits by role; Enter on a person opens their overlay, companies are plain text. */
export function TvCredits({ credits }: { credits: Credits }) {
  const { t } = useTranslation();
  const open = useOpenOverlay();
  const lines = useCreditLines(credits);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="tv-overlay-credits">
      <h3 id="tv-overlay-credits">{t('overlay_credits')}</h3>
      {lines.map(({ role, label, names, people }) => (
        <div key={role}>
          <p className={muted}>{label}</p>
          {people ? (
            <ul className={buttonRow}>
              {names.map((name) => (
                <li key={name}>
                  <FocusableButton focusKey={`credit-${role}-${name}`} onPress={() => open('people', name)}>
                    {name}
                  </FocusableButton>
                </li>
              ))}
            </ul>
          ) : (
            <p>{names.join(', ')}</p>
          )}
        </div>
      ))}
    </section>
  );
}
