import { css } from '@linaria/core';
import { useTranslation } from '../i18n/use-translation';
import type { LiveEntry } from '../../../domain/playback/live';
import { showProgress } from '../../../domain/shows/show';
import type { Temporal } from '../../../domain/time';
import { spokenOnly } from '../theme/visually-hidden';

const summary = css`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 4px 12px;
  align-items: center;
  text-align: left;
  img {
    grid-row: span 3;
    width: 72px;
    height: 40px;
    border-radius: 6px;
  }
`;
const name = css`
  font-weight: 700;
`;
const muted = css`
  color: var(--color-text-muted);
  font-size: 0.9em;
`;
const bar = css`
  display: block;
  width: 100%;
  height: 4px;
  accent-color: var(--color-accent);
`;

/**
 * A channel's logo, number and name with its current show, progress and next show. Inside a
 * button it is the button's name: "1. Alpha Une, Journal, À suivre : Météo" (the commas for
 * screen readers only; the progress bar is decoration). While the programmes are `pending` it
 * says so and keeps their room (the bar's, the next show's line), so the list does not move
 * when they arrive.
 */
export function LiveEntrySummary({
  entry,
  now,
  pending = false,
}: {
  entry: LiveEntry;
  now: Temporal.Instant;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const { channel, current, next } = entry;
  const waiting = pending && !current;
  return (
    <span className={summary}>
      <img src={channel.logo || undefined} alt="" />
      <span className={name}>
        {channel.number}. {channel.name}
        <span className={spokenOnly}>, </span>
      </span>
      <span>
        {current ? current.title : t(waiting ? 'loading' : 'no_programme')}
        {next ? <span className={spokenOnly}>, </span> : null}
      </span>
      {current ? <progress className={bar} max={1} value={showProgress(current, now)} aria-hidden="true" /> : null}
      {waiting ? <span className={bar} aria-hidden="true" /> : null}
      {next ? (
        <span className={muted} style={{ gridColumn: 2 }}>
          {t('next_on', { title: next.title })}
        </span>
      ) : null}
      {waiting ? (
        <span className={muted} style={{ gridColumn: 2 }} aria-hidden="true">
          {'\u00a0'}
        </span>
      ) : null}
    </span>
  );
}
