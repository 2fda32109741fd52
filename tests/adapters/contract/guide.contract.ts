import { describe, expect, it } from 'vitest';
import type { Show } from '../../../src/domain/shows/show';
import { NOW, type Implementation } from './implementations';

const DAY_MS = 86_400_000;

/** Channels and guide calls: the same expectations for every implementation. */
export function guideContract(impl: Implementation): void {
  describe('channels and guide', () => {
    it('should list at least 40 channels with varied flags', async () => {
      const apis = impl.create();
      const channels = await apis.guide.channels();
      expect(channels.length).toBeGreaterThanOrEqual(40);
      expect(new Set(channels.map((channel) => channel.language))).toEqual(new Set(['fr', 'de', 'en']));
      expect(channels.some((channel) => !channel.recordable)).toBe(true);
      expect(channels.some((channel) => !channel.startoverable)).toBe(true);
      expect(channels.some((channel) => channel.encrypted)).toBe(true);
      expect(channels.some((channel) => channel.replayableHours < 48)).toBe(true);
      expect(channels[0]?.logo).toMatch(/^data:image\/png;base64,/);
    });

    it('should give the current and next show of every channel', async () => {
      const apis = impl.create();
      const live = await apis.guide.liveShows();
      const [current, next] = live.get('ch1') ?? [];
      expect(current!.startDate.epochMilliseconds).toBeLessThanOrEqual(NOW);
      expect(current!.stopDate.epochMilliseconds).toBeGreaterThan(NOW);
      expect(next!.startDate.equals(current!.stopDate)).toBe(true);
    });

    it('should cover 7 days back to 7 days forward on a channel with no gap and no overlap', async () => {
      const apis = impl.create();
      const shows = await apis.guide.channelGuide('ch5');
      expect(shows[0]!.startDate.epochMilliseconds).toBeLessThanOrEqual(NOW - 7 * DAY_MS);
      expect(shows.at(-1)!.stopDate.epochMilliseconds).toBeGreaterThanOrEqual(NOW + 7 * DAY_MS);
      shows.slice(1).forEach((show, index) => expect(show.startDate.equals(shows[index]!.stopDate)).toBe(true));
      const ages = new Set(shows.map((show) => show.age));
      expect([...ages].every((age) => [0, 10, 12, 16, 18].includes(age))).toBe(true);
    });

    it('should grant live rights, with ClearKey keys on an encrypted channel', async () => {
      const apis = impl.create();
      await apis.signIn();
      const channels = await apis.guide.channels();
      expect((await apis.guide.channelRights('ch1')).url).toMatch(/^\/streams\/live\/[a-f]\.mpd$/);
      const encrypted = channels.find((channel) => channel.encrypted)!;
      const rights = await apis.guide.channelRights(encrypted.id);
      expect(rights.url).toBe('/streams/live/clearkey.mpd');
      expect(Object.keys(rights.clearKeys ?? {})).toHaveLength(1);
      expect((await apis.guide.channelRights('ch3')).url).toBe('/streams/live/multi.mpd');
    });

    it('should grant a free channel to a visitor and ask a subscriber for the others', async () => {
      const apis = impl.create();
      const channels = await apis.guide.channels();
      const free = channels.filter((channel) => channel.playable && channel.liveUrl === '');
      const paid = channels.find((channel) => channel.liveUrl !== '')!;
      expect(free.length).toBeGreaterThan(0);
      expect((await apis.guide.channelRights(free[0]!.id)).url).toMatch(/^\/streams\/live\/[a-f]\.mpd$/);
      await expect(apis.guide.channelRights(paid.id)).rejects.toMatchObject({
        kind: 'session-expired',
        call: 'channel/rights',
      });
    });

    it('should refuse live rights abroad with geo-blocked', async () => {
      const apis = impl.create();
      await apis.signIn('abroad@example.com');
      await expect(apis.guide.channelRights('ch1')).rejects.toMatchObject({
        kind: 'geo-blocked',
        call: 'channel/rights',
      });
    });

    it('should save and reset the lineup order', async () => {
      const apis = impl.create();
      await apis.signIn();
      await apis.guide.saveLineup(['ch3', 'ch1']);
      expect((await apis.guide.channels()).slice(0, 3).map((channel) => channel.id)).toEqual(['ch3', 'ch1', 'ch2']);
      await apis.guide.resetLineup();
      expect((await apis.guide.channels())[0]?.id).toBe('ch1');
    });

    it('should refuse the lineup to an account without the permission', async () => {
      const apis = impl.create();
      await apis.signIn('basic@example.com');
      await expect(apis.guide.saveLineup(['ch2'])).rejects.toMatchObject({ kind: 'generic', call: 'lineup' });
    });

    it('should list at least 6 FAST channels with their own stream', async () => {
      const apis = impl.create();
      const fast = await apis.guide.fastChannels();
      expect(fast.length).toBeGreaterThanOrEqual(6);
      expect(fast.every((channel) => channel.liveUrl.endsWith('.mpd'))).toBe(true);
    });

    it('should give playtime and audience figures', async () => {
      const apis = impl.create();
      await apis.signIn();
      expect((await apis.guide.playtime()).size).toBeGreaterThan(0);
      expect((await apis.guide.audience()).get('ch1')).toBeGreaterThanOrEqual(0);
    });

    it('should explore every category of the category order', async () => {
      const apis = impl.create();
      await apis.signIn();
      const explore = await apis.guide.explore();
      expect(explore.categories.map((category) => category.id)).toEqual([5, 9, 11, 12, 4, 10, 2, 7, 3, 6, 1]);
      const films = await apis.guide.exploreCategory(2);
      expect(films.length).toBeGreaterThan(0);
      expect(films.every((show: Show) => show.categoryId === 2 && show.startDate.epochMilliseconds <= NOW)).toBe(true);
    });

    it('should find shows by title', async () => {
      const apis = impl.create();
      await apis.signIn();
      const found = await apis.guide.search('journal');
      expect(found.length).toBeGreaterThan(0);
      expect(
        found.every((show) => /journal/i.test(`${show.title} ${show.serieTitle ?? ''}`) || show.channelId !== ''),
      ).toBe(true);
    });

    it('should give a carousel and the accurate show of an accurate channel', async () => {
      const apis = impl.create();
      expect((await apis.guide.carousel()).length).toBeGreaterThan(0);
      const accurate = await apis.guide.accurateShow('ch1');
      expect(accurate?.exactStartTime).toBeDefined();
      expect(await apis.guide.accurateShow('ch2')).toBeNull();
    });
  });
}
