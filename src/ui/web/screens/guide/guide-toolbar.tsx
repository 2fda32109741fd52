import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Temporal } from '../../../../domain/time';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 12px;
  h1 {
    margin: 0 auto 0 0;
    font-size: 1.6rem;
  }
  button,
  select {
    font: inherit;
    color: var(--color-text);
    background: var(--color-surface-raised);
    border: 1px solid var(--color-surface-raised);
    border-radius: 6px;
    padding: 6px 12px;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;
const nowButton = css`
  && {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
const clockText = css`
  font-variant-numeric: tabular-nums;
  color: var(--color-text-muted);
`;

export interface GuideToolbarProps {
  readonly days: readonly Temporal.ZonedDateTime[];
  readonly dayIndex: number;
  /** The index of today's day (-1: none), named "today" in the picker. */
  readonly todayIndex: number;
  readonly language: string;
  readonly clock: string;
  readonly onDay: (index: number) => void;
  readonly onNow: () => void;
}

/** Title, day picker (previous, select, next), the now button and the clock. */
export function GuideToolbar({ days, dayIndex, todayIndex, language, clock, onDay, onNow }: GuideToolbarProps) {
  const { t } = useTranslation();
  const dayName = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: days[0]?.timeZoneId,
  });
  return (
    <div className={bar}>
      <h1 id="guide-heading">{t('guide_title')}</h1>
      <button type="button" onClick={() => onDay(dayIndex - 1)} disabled={dayIndex <= 0}>
        ‹ {t('guide_previous_day')}
      </button>
      <select aria-label={t('guide_day')} value={dayIndex} onChange={(event) => onDay(Number(event.target.value))}>
        {days.map((day, index) => (
          <option key={day.epochMilliseconds} value={index}>
            {index === todayIndex
              ? t('guide_today', { day: dayName.format(day.epochMilliseconds) })
              : dayName.format(day.epochMilliseconds)}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onDay(dayIndex + 1)} disabled={dayIndex >= days.length - 1}>
        {t('guide_next_day')} ›
      </button>
      <button type="button" className={nowButton} onClick={onNow}>
        {t('guide_now')}
      </button>
      <span className={clockText} role="timer" aria-live="off">
        {t('guide_clock', { time: clock })}
      </span>
    </div>
  );
}
