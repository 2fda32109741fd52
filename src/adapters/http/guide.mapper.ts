import type { z } from 'zod';
import type { Channel } from '../../domain/guide/channel';
import type { StreamRights } from '../../ports/guide.port';
import type { channelSchema, rightsResponseSchema } from './guide.schema';

export { toShow } from './show.mapper';

export function toChannel(body: z.infer<typeof channelSchema>): Channel {
  return {
    id: body.id,
    name: body.name,
    language: body.language,
    number: body.number,
    liveUrl: body.live_url,
    replayUrl: body.replay_url,
    archiveUrl: body.archive_url,
    playable: body.playable,
    startoverable: body.startoverable,
    recordable: body.recordable,
    castable: body.castable,
    encrypted: body.encrypted,
    padIn: body.pad_in,
    padOut: body.pad_out,
    replayableHours: body.replayable_hours,
    isAccurate: body.is_accurate,
    logo: body.image.dark,
  };
}

export function toStreamRights(body: z.infer<typeof rightsResponseSchema>): StreamRights {
  return body.clear_keys ? { url: body.url, clearKeys: body.clear_keys } : { url: body.url };
}

/** Per-channel figures as a map from channel id. */
export function toFigures<K extends string>(
  rows: readonly ({ channel_id: string } & Record<K, number>)[],
  field: K,
): Map<string, number> {
  return new Map(rows.map((row) => [row.channel_id, row[field]]));
}
