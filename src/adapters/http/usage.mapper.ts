import type { z } from 'zod';
import type { BackupConfig, Interstitial } from '../../ports/usage.port';
import type { backupConfigSchema, interstitialSchema } from './usage.schema';

export function toBackupConfig(body: z.infer<typeof backupConfigSchema>): BackupConfig {
  return {
    people: body.config.people,
    homeFeeds: body.config.mobile.home_feeds.map((feed) => ({ feedId: feed.feed_id, position: feed.feed_position, ...(feed.feed_arg === undefined ? {} : { arg: feed.feed_arg }) })),
  };
}

export function fromBackupConfig(config: BackupConfig) {
  return {
    config: {
      people: config.people,
      mobile: { home_feeds: config.homeFeeds.map((feed) => ({ feed_id: feed.feedId, feed_position: feed.position, feed_arg: feed.arg })) },
    },
  };
}

export function toInterstitial(body: z.infer<typeof interstitialSchema>): Interstitial | null {
  const value = body.interstitial;
  return value && { id: value.id, title: value.title, message: value.message, imageUrl: value.image_url, linkUrl: value.link_url };
}
