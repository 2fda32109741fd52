import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createLiveShowLookup, showOnAir } from '../../../src/application/live/live-show-lookup';
import { showEndActor } from '../../../src/application/playback/playback.actors';
import { ApiError } from '../../../src/domain/errors';
import type { Show } from '../../../src/domain/shows/show';
import { Temporal } from '../../../src/domain/time';
import { ManualClock } from '../../fakes/manual-clock';
import { aShow } from '../../fakes/shows';

const at = (iso: string) => Temporal.Instant.from(iso);
const evening = aShow({
  id: 'evening',
  channelId: 'c1',
  startDate: at('2026-11-22T11:00:00Z'),
  stopDate: at('2026-11-22T12:30:00Z'),
});
const late = aShow({
  id: 'late',
  channelId: 'c1',
  startDate: at('2026-11-22T12:30:00Z'),
  stopDate: at('2026-11-22T14:00:00Z'),
  age: 18,
});

function lookUp(answers: (Map<string, Show[]> | Error)[]) {
  const clock = new ManualClock();
  let reads = 0;
  const lookup = createLiveShowLookup(
    {
      liveShows: async () => {
        const answer = answers[Math.min(reads++, answers.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer ?? new Map();
      },
    },
    clock,
  );
  return { lookup, clock, reads: () => reads };
}

describe('the show on air of a channel (GET epglive/)', () => {
  describe('when the live list is read', () => {
    it.each([
      ['the show current by its dates', '2026-11-22T12:45:00Z', 'late'],
      [
        'the first show when none is current by the device clock (the provider\'s "now")',
        '2026-11-22T09:00:00Z',
        'evening',
      ],
    ])('should give %s', (_, now, id) => {
      expect(showOnAir([evening, late], at(now))?.id).toBe(id);
    });

    it('should give no show for a channel without programme', () => {
      expect(showOnAir([], at('2026-11-22T12:00:00Z'))).toBeNull();
    });
  });

  describe('when channels are zapped in a row', () => {
    it('should read the live list once while it is fresh and its show is still on air', async () => {
      const { lookup, clock, reads } = lookUp([
        new Map([
          ['c1', [evening, late]],
          ['c2', []],
        ]),
      ]);
      expect((await lookup('c1'))?.id).toBe('evening');
      clock.advance({ minutes: 2 });
      expect((await lookup('c1'))?.id).toBe('evening');
      expect(reads()).toBe(1);
    });

    it('should read it again once the show it gave has ended, and give the next one on air', async () => {
      const { lookup, clock, reads } = lookUp([new Map([['c1', [evening]]]), new Map([['c1', [late]]])]);
      await lookup('c1');
      clock.advance({ minutes: 31 });
      expect((await lookup('c1'))?.id).toBe('late');
      expect(reads()).toBe(2);
    });

    it('should read it again after 5 minutes (spec point 9: data is stale after 5)', async () => {
      const { lookup, clock, reads } = lookUp([new Map([['c1', [evening, late]]])]);
      await lookup('c1');
      clock.advance({ minutes: 5 });
      await lookup('c1');
      expect(reads()).toBe(2);
    });

    it('should not keep a failed read', async () => {
      const { lookup, reads } = lookUp([new ApiError('network', 'epglive'), new Map([['c1', [evening]]])]);
      await expect(lookup('c1')).rejects.toThrow();
      expect((await lookup('c1'))?.id).toBe('evening');
      expect(reads()).toBe(2);
    });
  });
});

describe('the end of the show on air', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("should resolve when the clock reaches the show's stop, not before", async () => {
    const clock = new ManualClock(at('2026-11-22T12:29:00Z'));
    const actor = createActor(showEndActor(clock), { input: { stop: evening.stopDate } }).start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
