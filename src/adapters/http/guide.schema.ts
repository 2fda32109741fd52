// Every schema is built on its first parse (`z.lazy`), not as the adapters load: the start's tasks stay short (issue 33).
import { z } from 'zod';
import { showSchema } from './show.schema';

export { showSchema } from './show.schema';

/** A channel of channels/ and portal/fast/ (spec point 3); image.dark is the logo used. */
export const channelSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    language: z.string(),
    number: z.number(),
    live_url: z.string(),
    replay_url: z.string(),
    archive_url: z.string(),
    playable: z.boolean(),
    startoverable: z.boolean(),
    recordable: z.boolean(),
    castable: z.boolean(),
    encrypted: z.boolean(),
    pad_in: z.number(),
    pad_out: z.number(),
    replayable_hours: z.number(),
    is_accurate: z.boolean(),
    image: z.object({ dark: z.string(), light: z.string().optional() }),
  }),
);

/** channels/ and portal/fast/. */
export const channelsResponseSchema = z.lazy(() => z.object({ channels: z.array(channelSchema) }));

/** epglive/: the current and next show per channel. */
export const liveShowsResponseSchema = z.lazy(() =>
  z.object({
    channels: z.array(z.object({ channel_id: z.string(), shows: z.array(showSchema) })),
  }),
);

/** channel/rights/{id}/ and show/rights/{id}/: a DASH manifest, ClearKey keys (hex kid to hex key) when encrypted. */
export const rightsResponseSchema = z.lazy(() =>
  z.object({
    url: z.string().min(1),
    clear_keys: z.record(z.string(), z.string()).optional(),
  }),
);

/** channels/playtime/: seconds watched per channel. */
export const playtimeResponseSchema = z.lazy(() =>
  z.object({
    channels: z.array(z.object({ channel_id: z.string(), seconds: z.number() })),
  }),
);

/** audience/live/: viewers per channel. */
export const audienceResponseSchema = z.lazy(() =>
  z.object({
    channels: z.array(z.object({ channel_id: z.string(), viewers: z.number() })),
  }),
);

/** show/epgflat/explore/: the categories and a selection of shows. */
export const exploreResponseSchema = z.lazy(() =>
  z.object({
    categories: z.array(z.object({ id: z.number(), name: z.string() })),
    shows: z.array(showSchema),
  }),
);

/** accurate/{id}/: the show on air, or null. */
export const accurateResponseSchema = z.lazy(() => z.object({ show: showSchema.nullable() }));
