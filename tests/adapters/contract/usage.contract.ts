import { describe, expect, it } from 'vitest';
import type { BackupConfig } from '../../../src/ports/usage.port';
import { NOW, type Implementation } from './implementations';

/** Other calls: the same expectations for every implementation. */
export function usageContract(impl: Implementation): void {
  describe('other calls', () => {
    it('should keep a bookmark, list it for watch next and mark the show seen at 90 %', async () => {
      const apis = impl.create();
      await apis.signIn();
      const show = (await apis.guide.channelGuide('ch2')).find(
        (candidate) => candidate.stopDate.epochMilliseconds < NOW,
      )!;
      const duration = (show.stopDate.epochMilliseconds - show.startDate.epochMilliseconds) / 1000;
      await apis.usage.setBookmark(show.id, 120);
      const [listed] = await apis.guide.bookmarkedShows();
      expect(listed).toMatchObject({ id: show.id, bookmarkTime: 120, seen: false });
      await apis.usage.setBookmark(show.id, Math.ceil(duration * 0.9));
      expect((await apis.session.showExtras()).seen.has(show.id)).toBe(true);
      await apis.usage.setBookmark(show.id, 0);
      expect(await apis.guide.bookmarkedShows()).toEqual([]);
    });

    it('should answer null before the first backup config, then the saved one', async () => {
      const apis = impl.create();
      await apis.signIn();
      expect(await apis.usage.backupConfig()).toBeNull();
      const config: BackupConfig = {
        people: ['Camille Laurent'],
        homeFeeds: [
          { feedId: 101, position: 0 },
          { feedId: 105, position: 1, arg: 5 },
        ],
      };
      await apis.usage.saveBackupConfig(config);
      expect(await apis.usage.backupConfig()).toEqual(config);
    });

    it('should accept play, events, feedback and pings', async () => {
      const apis = impl.create();
      await apis.signIn();
      const [current] = (await apis.guide.liveShows()).get('ch1') ?? [];
      await apis.usage.play(current!.id);
      await apis.usage.event('PLAY', { showId: current!.id, seconds: 75 });
      await apis.usage.contact('demo@example.com', 'Bravo !');
      await apis.usage.ping();
      expect(apis.backend.usage.feedback('demo@example.com')).toMatchObject([{ message: 'Bravo !' }]);
    });

    it('should treat a ping with an ended session as a session expiry', async () => {
      const apis = impl.create();
      apis.tokenStore.set('gone');
      await expect(apis.usage.ping()).rejects.toMatchObject({ kind: 'session-expired', call: 'ping' });
    });

    it('should give no interstitial unless the testers switch it on', async () => {
      expect(await impl.create().usage.interstitial()).toBeNull();
      expect(await impl.create({}, { interstitial: true }).usage.interstitial()).toMatchObject({
        id: 'welcome-demo',
        title: expect.any(String),
        message: expect.any(String),
      });
    });

    it('should give the resources of a language', async () => {
      const apis = impl.create();
      const resources = await apis.usage.resources('demo', 'de');
      expect(resources.flags.video_previews).toBe(true);
      await expect(apis.usage.resources('demo', 'xx')).rejects.toMatchObject({ kind: 'generic' });
    });
  });
}
