import { z } from 'zod';

export const channelSchema = z.object({
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
});

export const channelsResponseSchema = z.object({ channels: z.array(channelSchema) });

export const showSchema = z.object({
  id: z.string(),
  channel_id: z.string(),
  category_id: z.number(),
  start_date: z.iso.datetime({ offset: true }),
  stop_date: z.iso.datetime({ offset: true }),
  title: z.string(),
  sub_title: z.string().default(''),
  serie_id: z.string().default(''),
  age: z.number().default(0),
});

export const liveShowsResponseSchema = z.object({
  channels: z.array(z.object({ channel_id: z.string(), shows: z.array(showSchema) })),
});

export const rightsResponseSchema = z.object({
  url: z.string().min(1),
  clear_keys: z.record(z.string(), z.string()).optional(),
});
