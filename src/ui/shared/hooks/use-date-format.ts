import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Temporal } from '../../../domain/time';
import { useTimeZone } from './use-now';

/** Dates of the recordings screen in the user's language and zone: with the time, or the day only. */
export function useDateFormat(): {
  readonly dateTime: (at: Temporal.Instant) => string;
  readonly day: (at: Temporal.Instant) => string;
} {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  return useMemo(() => {
    const withTime = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    const dayOnly = new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    return {
      dateTime: (at) => withTime.format(at.epochMilliseconds),
      day: (at) => dayOnly.format(at.epochMilliseconds),
    };
  }, [i18n.language, timeZone]);
}
