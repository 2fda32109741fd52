import { describe, expect, it } from 'vitest';
import { NOW, type Implementation } from './implementations';

const HOUR_MS = 3_600_000;
const CLEARKEY = { keySystemId: 'org.w3.clearkey', location: 'CH' };

/** Shows and people calls: the same expectations for every implementation. */
export function showsContract(impl: Implementation): void {
  describe('shows and people', () => {
    it('should give the details of a show and of its neighbours', async () => {
      const apis = impl.create();
      const [current, next] = (await apis.guide.liveShows()).get('ch1') ?? [];
      const details = await apis.shows.details(current!.id);
      expect(details).toMatchObject({ id: current!.id, title: current!.title });
      expect(details.year).toBeGreaterThan(1980);
      expect(details.trailerUrl).toMatch(/\.mpd\?/);
      expect((await apis.shows.details(current!.id, 'next')).id).toBe(next!.id);
      expect((await apis.shows.details(next!.id, 'prev')).id).toBe(current!.id);
      expect((await apis.shows.cachedDetails(current!.id)).country).toBe(details.country);
      await expect(apis.shows.details('ch1-1')).rejects.toMatchObject({
        kind: 'generic',
        call: expect.stringContaining('show/details'),
      });
    });

    it("should give every titled show a picture of the show card's size", async () => {
      const apis = impl.create();
      const shows = (await apis.guide.channelGuide('ch2')).filter((show) => show.title !== '');
      expect(shows.length).toBeGreaterThan(0);
      expect(shows.every((show) => show.image?.startsWith('/api/cache/images/show.svg?'))).toBe(true);
    });

    it('should relate shows of the same category', async () => {
      const apis = impl.create();
      const [current] = (await apis.guide.liveShows()).get('ch4') ?? [];
      const related = await apis.shows.related(current!.id);
      expect(related.every((show) => show.categoryId === current!.categoryId && show.channelId !== 'ch4')).toBe(true);
    });

    it('should give a series with episodes and credits', async () => {
      const apis = impl.create();
      const episode = (await apis.guide.channelGuide('ch6')).find((show) => show.serieId !== '')!;
      const serie = await apis.shows.serie(episode.serieId);
      expect(serie.episodes.length).toBeGreaterThan(1);
      expect(serie.episodes.every((show) => show.serieId === serie.id && show.serieEpNum! >= 1)).toBe(true);
      expect(serie.credits.actor.length).toBeGreaterThan(0);
    });

    it('should grant replay of an ended show and start-over of a current one', async () => {
      const apis = impl.create();
      await apis.signIn('abroad@example.com');
      const ended = (await apis.guide.channelGuide('ch1')).find(
        (show) =>
          show.startDate.epochMilliseconds > NOW - 24 * HOUR_MS && show.stopDate.epochMilliseconds < NOW - HOUR_MS,
      )!;
      const rights = await apis.shows.showRights(ended.id, CLEARKEY);
      const [start, stop] = [ended.startDate, ended.stopDate].map((instant) => instant.epochMilliseconds / 1000);
      expect(rights.url).toMatch(new RegExp(`^/streams/replay/[a-f]\\.mpd\\?start=${start}&stop=${stop}$`));
      const live = await apis.guide.liveShows();
      const current = ['ch1', 'ch2', 'ch3']
        .map((id) => live.get(id)![0]!)
        .find((show) => show.startDate.epochMilliseconds < NOW)!;
      expect((await apis.shows.showRights(current.id, CLEARKEY)).url).toContain(`stop=${NOW / 1000}`);
    });

    it('should refuse replay of a future show and past the replay window', async () => {
      const apis = impl.create();
      await apis.signIn();
      const shows = await apis.guide.channelGuide('ch6');
      const future = shows.find((show) => show.startDate.epochMilliseconds > NOW)!;
      await expect(apis.shows.showRights(future.id, CLEARKEY)).rejects.toMatchObject({
        kind: 'generic',
        call: 'show/rights',
      });
      const channel = (await apis.guide.channels()).find((candidate) => candidate.id === 'ch6')!;
      expect(channel.replayableHours).toBe(24);
      const old = shows.find((show) => show.stopDate.epochMilliseconds < NOW - 30 * HOUR_MS)!;
      await expect(apis.shows.showRights(old.id, CLEARKEY)).rejects.toMatchObject({ kind: 'generic' });
    });

    it('should give the shows of people and people suggestions', async () => {
      const apis = impl.create();
      await apis.signIn();
      const suggestions = await apis.shows.peopleSuggestions();
      expect(suggestions.length).toBeGreaterThanOrEqual(10);
      const people = await apis.shows.people(suggestions.slice(0, 3));
      expect(people.map((person) => person.name)).toEqual(suggestions.slice(0, 3));
      expect(people.some((person) => person.shows.length > 0)).toBe(true);
      const [person] = people.filter((candidate) => candidate.shows.length > 0);
      expect(
        person!.shows.every((show) =>
          Object.values(show.credits ?? {})
            .flat()
            .includes(person!.name),
        ),
      ).toBe(true);
    });

    it('should give each person of the catalogue a portrait among the pictures, and none to a name it does not know', async () => {
      const apis = impl.create();
      await apis.signIn();
      const [known, unknown] = await apis.shows.people(['Camille Laurent', 'Nobody Known']);
      expect(known!.image).toMatch(/portrait\.svg\?.*t=Camille%20Laurent/);
      expect(unknown!.image).toBeUndefined();
    });

    it('should list sports events with leagues and team logos, and refuse them without the permission', async () => {
      const apis = impl.create();
      await apis.signIn();
      const events = await apis.shows.sportsEvents();
      expect(events.length).toBeGreaterThan(10);
      expect(events.some((event) => event.startDate.epochMilliseconds > NOW)).toBe(true);
      expect(events[0]!.teamLogos).toHaveLength(2);
      expect(events[0]!.league).not.toBe('');
      const basic = impl.create();
      await basic.signIn('basic@example.com');
      await expect(basic.shows.sportsEvents()).rejects.toMatchObject({ kind: 'generic' });
    });
  });
}
