import { describe, expect, it } from 'vitest';
import {
  FEED_CARD_KIND,
  liveItems,
  liveRowOf,
  recordingItems,
  rowOf,
  vodItems,
  watchNextItems,
} from '../../../src/application/home/home-rows.model';
import { FEED } from '../../../src/domain/home/home-feeds';
import type { Resource } from '../../../src/domain/freshness';
import type { VodElement } from '../../../src/ports/vod.port';
import { aChannel, aShow, at } from '../../fakes/shows';

const t0 = at('2026-11-22T12:00:00Z');
const loading: Resource<number> = { status: 'loading', at: t0 };
const loaded: Resource<number> = { status: 'success', at: t0, data: 1 };
const failed: Resource<number> = { status: 'failure', at: t0, error: 'boom' };
const staleFailed: Resource<number> = { status: 'failure', at: t0, error: 'boom', data: 1 };

describe('a home row from its parts', () => {
  it.each<[string, (Resource<number> | undefined)[], string]>([
    ['loading while a part is not read yet', [loaded, undefined], 'loading'],
    ['loading while a part loads', [loaded, loading], 'loading'],
    ['failed when a part failed with nothing to show', [loaded, failed], 'failure'],
    ['shown when a refresh failed but data is there', [loaded, staleFailed], 'success'],
    ['shown when every part is there', [loaded, loaded], 'success'],
  ])('should be %s', (_, parts, status) => {
    expect(rowOf(parts, () => []).status).toBe(status);
  });
});

describe('a live home row', () => {
  const shown = () => [];
  it.each<[string, Resource<number> | undefined, string]>([
    ['loading while the programmes on now are not read yet', undefined, 'loading'],
    ['loading while the programmes on now load, so that its cards come once', loading, 'loading'],
    ['shown with channel cards when the programmes on now failed', failed, 'success'],
    ['shown when the programmes on now are there', loaded, 'success'],
  ])('should be %s', (_, live, status) => {
    expect(liveRowOf(loaded, loaded, live, shown).status).toBe(status);
  });

  it('should fail when its channels fail, whatever the programmes on now', () => {
    expect(liveRowOf(failed, loaded, loading, shown).status).toBe('failure');
  });
});

describe('the cards a home row holds room for while it loads', () => {
  it.each<[string, number, string]>([
    ['live rows: show cards', FEED.liveUsage, 'show'],
    ['the channels row: channel cards', FEED.channels, 'channel'],
    ['FAST channels: channel cards', FEED.fast, 'channel'],
    ['recordings: show cards', FEED.recordings, 'show'],
    ['sports: sport cards', FEED.mySports, 'sport'],
    ['followed people: person cards', FEED.followedActors, 'person'],
    ['categories: category cards', FEED.categories, 'category'],
    ['VOD: VOD cards', FEED.vod, 'vod'],
  ])('should be %s', (_, feedId, kind) => {
    expect(FEED_CARD_KIND[feedId as keyof typeof FEED_CARD_KIND]).toBe(kind);
  });
});

describe('home row items', () => {
  const c1 = aChannel({ id: 'c1', number: 1 });
  const c2 = aChannel({ id: 'c2', number: 2 });

  it("should show a live row's channels by playtime, each as its current show when known", () => {
    const items = liveItems(
      [c1, c2],
      new Map([['c2', [aShow({ id: 'now-on-c2', channelId: 'c2' })]]]),
      new Map([['c2', 30]]),
    );
    expect(items.map((item) => [item.kind, item.key])).toEqual([
      ['show', 'now-on-c2'],
      ['channel', 'c1'],
    ]);
    expect(items[0]).toMatchObject({ live: true });
  });

  it('should leave shows aged 18 out of watch-next', () => {
    expect(watchNextItems([aShow({ id: 'a' }), aShow({ id: 'adult', age: 18 })]).map((item) => item.key)).toEqual([
      'a',
    ]);
  });

  it('should show a series with episodes as one card, and only the recordings expiring soon when asked', () => {
    const old = aShow({ id: 'old', startDate: at('2026-08-01T20:00:00Z'), stopDate: at('2026-08-01T21:00:00Z') });
    const serie = aShow({ id: 's', serieId: 'serie-1', serieTitle: 'La série', episodes: [aShow({ id: 'e1' })] });
    expect(recordingItems([old, serie], null).map((item) => item.key)).toEqual(['old', 'serie-serie-1']);
    expect(
      recordingItems([old, serie], {
        archives: new Set(),
        now: at('2026-11-22T12:00:00Z'),
        timeZone: 'Europe/Zurich',
      }).map((item) => item.key),
    ).toEqual(['old']);
    expect(
      recordingItems([old], { archives: new Set(['old']), now: at('2026-11-22T12:00:00Z'), timeZone: 'Europe/Zurich' }),
    ).toEqual([]);
  });

  it('should leave adult titles out of the VOD row', () => {
    const element = (showId: string, adult: boolean) => ({ showId, adult, age: 0 }) as unknown as VodElement;
    expect(vodItems([element('film', false), element('adult', true)]).map((item) => item.key)).toEqual(['film']);
  });
});
