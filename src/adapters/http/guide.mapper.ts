import type { z } from 'zod';
import type { Channel } from '../../domain/channel';
import type { Show } from '../../domain/show';
import { Temporal } from '../../domain/time';
import type { StreamRights } from '../../ports/guide.port';
import type { channelSchema, rightsResponseSchema, showSchema } from './guide.schema';

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

export function toShow(body: z.infer<typeof showSchema>): Show {
  return {
    id: body.id,
    channelId: body.channel_id,
    categoryId: body.category_id,
    startDate: Temporal.Instant.from(body.start_date),
    stopDate: Temporal.Instant.from(body.stop_date),
    title: body.title,
    subTitle: body.sub_title,
    serieId: body.serie_id,
    age: body.age,
  };
}

export function toStreamRights(body: z.infer<typeof rightsResponseSchema>): StreamRights {
  return body.clear_keys ? { url: body.url, clearKeys: body.clear_keys } : { url: body.url };
}
