import { describe, expect, it } from 'vitest';
import { accurateStartSeconds } from '../../../src/domain/playback/accurate-start';
import { aShow, at } from '../../fakes/shows';

const show = aShow({ id: 's1', startDate: at('2026-03-01T20:00:00Z'), stopDate: at('2026-03-01T21:00:00Z') });
const exact = (iso: string, changes = {}) => ({ ...show, exactStartTime: at(iso), ...changes });

describe('start-over on an accurate channel starts at the exact start of the show (accurate/{id}/, exactStartTime)', () => {
  it('should start as many seconds in as the exact start is after the scheduled one', () => {
    expect(accurateStartSeconds(show, exact('2026-03-01T20:03:25Z'))).toBe(205);
  });

  it.each([
    ['no answer', null],
    ['an answer without an exact start', { ...show }],
    ['another show on air', exact('2026-03-01T20:03:25Z', { id: 'other' })],
    ['an exact start before the scheduled one', exact('2026-03-01T19:58:00Z')],
    ['an exact start past the show', exact('2026-03-01T21:05:00Z')],
  ])('should start at the scheduled start (0 s) with %s', (_, accurate) => {
    expect(accurateStartSeconds(show, accurate)).toBe(0);
  });
});
