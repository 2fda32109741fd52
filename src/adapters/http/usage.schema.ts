// Every schema is built on its first parse (`z.lazy`), not as the adapters load: the start's tasks stay short (issue 33).
import { z } from 'zod';

/** GET backupconfig/ (a 404 means nothing saved yet: the defaults apply). */
export const backupConfigSchema = z.lazy(() =>
  z.object({
    config: z.object({
      people: z.array(z.string()),
      mobile: z.object({
        home_feeds: z.array(
          z.object({ feed_id: z.number(), feed_position: z.number(), feed_arg: z.number().optional() }),
        ),
      }),
    }),
  }),
);

/** GET /interstitiel: a message to show before the app, or null. */
export const interstitialSchema = z.lazy(() =>
  z.object({
    interstitial: z
      .object({ id: z.string(), title: z.string(), message: z.string(), image_url: z.string(), link_url: z.string() })
      .nullable(),
  }),
);

/** GET resources/{brand}/{lang}/ (cached base): texts and feature flags (e.g. video_previews). */
export const resourcesSchema = z.lazy(() =>
  z.object({
    texts: z.record(z.string(), z.string()),
    flags: z.record(z.string(), z.boolean()),
  }),
);
