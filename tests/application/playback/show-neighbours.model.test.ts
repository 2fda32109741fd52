import { describe, expect, it } from 'vitest';
import { showNeighbours } from '../../../src/application/playback/show-neighbours.model';
import { aShow } from '../../fakes/shows';

const show = aShow({ id: 'now', channelId: 'ch1' });
const before = aShow({ id: 'before', channelId: 'ch1' });
const after = aShow({ id: 'after', channelId: 'ch1' });
const ok = <T>(data: T) => ({ status: 'success', data }) as const;

describe('the previous and next show of the played show (show/details/{id}/?prev=true|next=true, spec point 7)', () => {
  it('should give the show before and the show after on the same channel', () => {
    expect(showNeighbours(show, ok(before), ok(after))).toEqual({ previous: before, next: after });
  });

  it('should give none for a call that runs or failed: the other still shows', () => {
    expect(showNeighbours(show, { status: 'loading' }, ok(after))).toEqual({ previous: null, next: after });
    expect(showNeighbours(show, ok(before), { status: 'failure', error: new Error('404') })).toEqual({
      previous: before,
      next: null,
    });
  });

  it('should give none for an answer on another channel or the show itself', () => {
    expect(showNeighbours(show, ok({ ...before, channelId: 'ch2' }), ok(show))).toEqual({ previous: null, next: null });
  });

  it('should give none without a show played (a channel whose show is not known yet, a VOD title)', () => {
    expect(showNeighbours(null, ok(before), ok(after))).toEqual({ previous: null, next: null });
  });
});
