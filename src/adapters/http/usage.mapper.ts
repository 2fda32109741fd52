import type { z } from 'zod';
import { FEED, type FeedId } from '../../domain/home/home-feeds';
import type { BackupConfig, Interstitial } from '../../ports/usage.port';
import type { backupConfigSchema, interstitialSchema } from './usage.schema';

const FEED_IDS: readonly number[] = Object.values(FEED);
const isFeedId = (id: number): id is FeedId => FEED_IDS.includes(id);

/** Feeds a newer provider knows and this app does not are left out rather than rejected. */
export function toBackupConfig(body: z.infer<typeof backupConfigSchema>): BackupConfig {
  return {
    people: body.config.people,
    homeFeeds: body.config.mobile.home_feeds.flatMap((feed) => {
      const feedId = feed.feed_id;
      if (!isFeedId(feedId)) return [];
      return [{ feedId, position: feed.feed_position, ...(feed.feed_arg === undefined ? {} : { arg: feed.feed_arg }) }];
    }),
  };
}

export function fromBackupConfig(config: BackupConfig) {
  return {
    config: {
      people: config.people,
      mobile: {
        home_feeds: config.homeFeeds.map((feed) => ({
          feed_id: feed.feedId,
          feed_position: feed.position,
          feed_arg: feed.arg,
        })),
      },
    },
  };
}

export function toInterstitial(body: z.infer<typeof interstitialSchema>): Interstitial | null {
  const value = body.interstitial;
  return (
    value && {
      id: value.id,
      title: value.title,
      message: value.message,
      imageUrl: value.image_url,
      linkUrl: value.link_url,
    }
  );
}
