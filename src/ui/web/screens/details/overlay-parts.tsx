import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Credits } from '../../../../domain/shows/show';
import { useCreditLines } from '../../../shared/hooks/use-show-view';
import { errorText } from '../../../shared/i18n/i18n';
import { useRetryFailedLoads } from '../../../shared/hooks/use-retry-failed-loads';
import { outlineButton, outlinedInAccent } from '../../../shared/theme/buttons';
import { useOverlayPath as overlayPathHook } from './overlay-path';

/**
 * The path of an overlay over the same list screen (see overlay-path.ts), kept here for the
 * screens that import it with these styles. Not a re-export: linaria's evaluator would parse
 * the re-exported module without TypeScript.
 */
export function useOverlayPath(): (overlay: string) => string {
  return overlayPathHook();
}

export const details = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
  }
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 8px 0 20px;
  padding: 0;
  list-style: none;
  /* li > a outweighs the accent colour the overlay columns give their links. */
  li > a,
  li > button {
    display: inline-block;
    font: inherit;
    font-weight: 700;
    padding: 10px 16px;
    border-radius: 8px;
    ${outlinedInAccent}
    text-decoration: none;
    cursor: pointer;
  }
  li:first-child > a {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
export const columns = css`
  display: grid;
  gap: 8px 32px;
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  }
  h3 {
    margin: 16px 0 8px;
  }
  a {
    color: var(--color-accent);
  }
`;
export const muted = css`
  color: var(--color-text-muted);
`;
export const linkList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: var(--color-accent);
  }
`;

/** Shows listed as cards that link to their overlay (a person's shows, a series' episodes). */
export const showCards = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    gap: 2px;
    padding: 10px 12px;
    border-radius: 8px;
    background: var(--color-surface-raised);
    color: var(--color-text);
    text-decoration: none;
  }
`;

/** Related titles: across the overlay's columns, side by side where there is room. */
export const relatedSection = css`
  grid-column: 1 / -1;
`;
export const relatedCards = css`
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

/** Loading and failure of an overlay's content, in the user's language. */
export function OverlayStatus({ status, error }: { status: 'loading' | 'failure'; error?: unknown }) {
  const { t } = useTranslation();
  const retry = useRetryFailedLoads();
  if (status === 'loading') return <p role="status">{t('overlay_loading')}</p>;
  return (
    <>
      <p role="alert">
        {t('overlay_error')} {errorText(t, error)}
      </p>
      <button type="button" className={outlineButton} onClick={retry}>
        {t('retry')}
      </button>
    </>
  );
}

/** Credits by role; people link to their overlay, companies are plain text. */
export function CreditsList({ credits }: { credits: Credits }) {
  const { t } = useTranslation();
  const overlayPath = overlayPathHook();
  const lines = useCreditLines(credits);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="overlay-credits">
      <h3 id="overlay-credits">{t('overlay_credits')}</h3>
      <dl className={details}>
        {lines.map(({ role, label, names, people }) => (
          <div key={role} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              <ul className={linkList}>
                {names.map((name) => (
                  <li key={name}>
                    {people ? <Link to={overlayPath(`people/${encodeURIComponent(name)}`)}>{name}</Link> : name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
