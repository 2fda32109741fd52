// Every schema is built on its first parse (`z.lazy`), not as the adapters load: the start's tasks stay short (issue 33).
import { z } from 'zod';

const instant = z.lazy(() => z.iso.datetime({ offset: true }));
const names = z.lazy(() => z.array(z.string()).default([]));

/** People credited on a show; every list may be missing. */
export const creditsSchema = z.lazy(() =>
  z.object({
    company: names,
    author: names,
    director: names,
    actor: names,
    presenter: names,
  }),
);

/**
 * A show as every EPG call sends it (spec point 3). Dates are ISO 8601 with offset; only
 * id, channel, category, dates and title are always there. `shows` holds the episodes when
 * the entry stands for a whole series (recordings).
 */
export const showSchema = z.lazy(() => {
  const show = z.object({
    id: z.string(),
    channel_id: z.string(),
    category_id: z.number(),
    meta_category: z.string().optional(),
    start_date: instant,
    stop_date: instant,
    exact_start_time: instant.optional(),
    title: z.string(),
    sub_title: z.string().default(''),
    serie_title: z.string().optional(),
    original_title: z.string().optional(),
    description: z.string().optional(),
    credits: creditsSchema.optional(),
    serie_id: z.string().default(''),
    serie_ep_num: z.number().optional(),
    serie_season: z.number().optional(),
    nb_episodes: z.number().optional(),
    get shows() {
      return z.array(show).optional();
    },
    rank: z.number().optional(),
    /** Seconds reached by the user. */
    bookmark_time: z.number().optional(),
    last_update_time: instant.optional(),
    seen: z.boolean().optional(),
    language: z.string().optional(),
    url: z.string().optional(),
    show_is_live: z.boolean().optional(),
    image: z.string().optional(),
    age: z.number().default(0),
  });
  return show;
});

/** show/details/{id}/: a show plus year, country, rating (0–5), trailer and short description. */
export const showDetailsSchema = z.lazy(() =>
  showSchema.unwrap().extend({
    year: z.number().optional(),
    country: z.string().optional(),
    rating: z.number().optional(),
    trailer_url: z.string().optional(),
    short_description: z.string().optional(),
  }),
);

/** Every flat list of shows: `{ shows: [...] }`. */
export const showListSchema = z.lazy(() => z.object({ shows: z.array(showSchema) }));

export type ShowBody = z.infer<typeof showSchema>;
