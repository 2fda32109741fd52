import type { Channel } from '../../src/domain/guide/channel';
import type { Show } from '../../src/domain/shows/show';
import { EMPTY_EXTRAS, type ShowExtras } from '../../src/domain/shows/show-extras';
import { Temporal } from '../../src/domain/time';

/** An instant from its ISO text. */
export const at = (iso: string) => Temporal.Instant.from(iso);

/** A one-hour show of channel rts1 from 20:00 to 21:00 UTC on 22 November 2026 unless told otherwise. */
export function aShow(overrides: Partial<Show> = {}): Show {
  return {
    id: 'show-1',
    channelId: 'rts1',
    categoryId: 5,
    startDate: at('2026-11-22T20:00:00Z'),
    stopDate: at('2026-11-22T21:00:00Z'),
    title: 'Le Journal',
    subTitle: '',
    serieId: '',
    age: 0,
    ...overrides,
  };
}

/** A channel that allows everything, with a week of replay, unless told otherwise. */
export function aChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 'rts1',
    name: 'RTS 1',
    language: 'fr',
    number: 1,
    liveUrl: 'https://cdn.example/live/rts1.mpd',
    replayUrl: 'https://cdn.example/replay/rts1.mpd',
    archiveUrl: 'https://cdn.example/archive/rts1.mpd',
    playable: true,
    startoverable: true,
    recordable: true,
    castable: true,
    encrypted: false,
    padIn: 2,
    padOut: 10,
    replayableHours: 168,
    isAccurate: true,
    logo: 'rts1.png',
    ...overrides,
  };
}

/** The user's extras (recordings, bookmarks, seen...): none unless told otherwise. */
export function extras(overrides: Partial<ShowExtras> = {}): ShowExtras {
  return { ...EMPTY_EXTRAS, ...overrides };
}
