import type { Channel } from '../../../domain/guide/channel';
import { showTiming } from '../../../domain/shows/show';
import type { SportsEvent } from '../../../ports/shows.port';
import { useTranslation } from '../i18n/use-translation';
import { useNow } from './use-now';

/**
 * When and where a sports event is on, as both layouts say it: whether it is on now, and its
 * channel, day and hours ("Canal Sport · samedi 28 novembre, 20:00–22:00").
 */
export function useSportEventWhen(
  event: SportsEvent,
  channel: Channel | undefined,
): { readonly onNow: boolean; readonly line: string } {
  const { i18n } = useTranslation();
  const now = useNow();
  const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    event.startDate.epochMilliseconds,
  );
  const hours = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const span = `${hours.format(event.startDate.epochMilliseconds)}–${hours.format(event.stopDate.epochMilliseconds)}`;
  return {
    onNow: showTiming(event, now) === 'current',
    line: [channel?.name, `${day}, ${span}`].filter(Boolean).join(' · '),
  };
}
