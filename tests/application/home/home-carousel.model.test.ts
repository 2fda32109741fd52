import { describe, expect, it } from 'vitest';
import {
  carouselItems,
  carouselSlides,
  NO_SLIDE,
  stepSlide,
  type SlideChoice,
} from '../../../src/application/home/home-carousel.model';
import type { Loaded } from '../../../src/application/loaded';
import { HOME_ROW_LIMIT } from '../../../src/domain/home/home-feeds';
import type { Show } from '../../../src/domain/shows/show';
import { aShow, at } from '../../fakes/shows';

const now = at('2026-11-22T20:30:00Z');
/** A show of the carousel on air from 20:00 to 21:00 unless told otherwise. */
const onAir = (id: string, overrides: Partial<Show> = {}) => aShow({ id, channelId: `ch-${id}`, ...overrides });
const ended = (id: string) =>
  onAir(id, { startDate: at('2026-11-22T19:00:00Z'), stopDate: at('2026-11-22T20:30:00Z') });
const future = (id: string) =>
  onAir(id, { startDate: at('2026-11-22T21:00:00Z'), stopDate: at('2026-11-22T22:00:00Z') });
const loaded = (shows: Show[]): Loaded<readonly Show[]> => ({ status: 'success', data: shows });
const keys = (shows: readonly { readonly key: string }[]) => shows.map((item) => item.key);

describe('the items of the home carousel', () => {
  it("should keep the provider's highlighted shows on air, in its order, as live show cards", () => {
    const items = carouselItems([onAir('b'), onAir('a')], now);
    expect(keys(items)).toEqual(['b', 'a']);
    expect(items[0]).toMatchObject({ kind: 'show', live: true, show: { id: 'b' } });
  });

  it('should drop the shows that ended as time passes, and those not started yet', () => {
    expect(keys(carouselItems([ended('gone'), onAir('on'), future('later')], now))).toEqual(['on']);
    expect(keys(carouselItems([onAir('on')], at('2026-11-22T21:00:00Z')))).toEqual([]);
  });

  it('should keep shows aged 18 or more, as the live row does (the card locks and blurs them)', () => {
    expect(keys(carouselItems([onAir('adult', { age: 18 })], now))).toEqual(['adult']);
  });

  it('should show a show once when the provider repeats it, and at most as many as a home row', () => {
    expect(keys(carouselItems([onAir('a'), onAir('a')], now))).toEqual(['a']);
    const many = Array.from({ length: HOME_ROW_LIMIT + 5 }, (_, index) => onAir(`s${index}`));
    expect(carouselItems(many, now)).toHaveLength(HOME_ROW_LIMIT);
  });
});

describe('the slides of the web carousel', () => {
  const three = loaded([onAir('a'), onAir('b'), onAir('c')]);

  it.each<[string, Loaded<readonly Show[]>, string]>([
    ['loading while the call is on its way', { status: 'loading' }, 'loading'],
    ['failed when the call failed', { status: 'failure', error: new Error('down') }, 'failure'],
    ['empty when no highlighted show is on air', loaded([ended('gone')]), 'empty'],
    ['shown with its slides', three, 'shown'],
  ])('should be %s', (_, shows, status) => {
    expect(carouselSlides(shows, now, NO_SLIDE).status).toBe(status);
  });

  it('should show the first slide at first, its position said as 1 of N', () => {
    const slides = carouselSlides(three, now, NO_SLIDE);
    expect(slides).toMatchObject({ status: 'shown', index: 0, position: { current: 1, total: 3 } });
  });

  it('should go to the next slide and back to the first after the last, and the other way round', () => {
    const { items } = carouselSlides(three, now, NO_SLIDE) as Extract<
      ReturnType<typeof carouselSlides>,
      { items: unknown }
    >;
    expect(stepSlide(items, 0, 1)).toEqual({ key: 'b', index: 1 });
    expect(stepSlide(items, 2, 1)).toEqual({ key: 'a', index: 0 });
    expect(stepSlide(items, 0, -1)).toEqual({ key: 'c', index: 2 });
  });

  it('should keep the chosen slide when a slide before it drops out', () => {
    const chosen: SlideChoice = { key: 'c', index: 2 };
    const later = loaded([ended('a'), onAir('b'), onAir('c')]);
    expect(carouselSlides(later, now, chosen)).toMatchObject({ index: 1, position: { current: 2, total: 2 } });
  });

  it("should show the slide that took its place when the chosen slide's show ended, the last one at the end", () => {
    expect(carouselSlides(loaded([onAir('a'), ended('b'), onAir('c')]), now, { key: 'b', index: 1 })).toMatchObject({
      index: 1,
    });
    expect(carouselSlides(loaded([onAir('a'), ended('b')]), now, { key: 'b', index: 1 })).toMatchObject({ index: 0 });
  });
});
