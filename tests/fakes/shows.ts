import type { Show } from '../../src/domain/show';
import { Temporal } from '../../src/domain/time';

/** A show of channel c1 from 12:00 to 13:00 UTC on 2026-11-22 unless told otherwise. */
export function aShow(overrides: Partial<Show> = {}): Show {
  return {
    id: 's1',
    channelId: 'c1',
    categoryId: 1,
    startDate: Temporal.Instant.from('2026-11-22T12:00:00Z'),
    stopDate: Temporal.Instant.from('2026-11-22T13:00:00Z'),
    title: 'Le journal',
    subTitle: '',
    serieId: '',
    age: 0,
    ...overrides,
  };
}
