import type { BackupConfig, Interstitial, Resources } from '../../../ports/usage.port';

/** GET and PUT backupconfig/ (spec point 3: config.people, config.mobile.home_feeds). */
export function backupConfigToWire(config: BackupConfig) {
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

/** The inverse, for the body of PUT backupconfig/ (the handler validates the shape first). */
export function backupConfigFromWire(body: ReturnType<typeof backupConfigToWire>): BackupConfig {
  return {
    people: body.config.people,
    homeFeeds: body.config.mobile.home_feeds.map((feed) => ({
      feedId: feed.feed_id,
      position: feed.feed_position,
      ...(feed.feed_arg === undefined ? {} : { arg: feed.feed_arg }),
    })),
  };
}

/** GET /interstitiel. */
export function interstitialToWire(interstitial: Interstitial | null) {
  return {
    interstitial: interstitial && {
      id: interstitial.id,
      title: interstitial.title,
      message: interstitial.message,
      image_url: interstitial.imageUrl,
      link_url: interstitial.linkUrl,
    },
  };
}

/** GET resources/{brand}/{lang}/ (cached base). */
export function resourcesToWire(resources: Resources) {
  return { texts: resources.texts, flags: resources.flags };
}
