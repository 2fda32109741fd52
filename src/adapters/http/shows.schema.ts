// Every schema is built on its first parse (`z.lazy`), not as the adapters load: the start's tasks stay short (issue 33).
import { z } from 'zod';
import { creditsSchema, showSchema } from './show.schema';

export { showDetailsSchema } from './show.schema';

/** GET show/serie/{id}/: the series and its episodes in the guide span. */
export const serieSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    channel_id: z.string(),
    title: z.string(),
    description: z.string().default(''),
    country: z.string().default(''),
    year: z.number(),
    category_id: z.number(),
    rank: z.number().default(0),
    credits: creditsSchema,
    episodes: z.array(showSchema),
  }),
);

/** GET people/{ids}/: each person (by name) and their shows. */
export const peopleSchema = z.lazy(() =>
  z.object({
    people: z.array(z.object({ name: z.string(), image: z.string().optional(), shows: z.array(showSchema) })),
  }),
);

/** GET people/suggestions/. */
export const peopleSuggestionsSchema = z.lazy(() => z.object({ people: z.array(z.object({ name: z.string() })) }));

const instant = z.lazy(() => z.iso.datetime({ offset: true }));

/** GET mysports/events/ (spec point 3: sports event); logos are image addresses. */
export const sportsEventsSchema = z.lazy(() =>
  z.object({
    events: z.array(
      z.object({
        event_id: z.string(),
        channel: z.string(),
        genre: z.string(),
        start_date: instant,
        stop_date: instant,
        exact_start: instant,
        title: z.string(),
        background: z.string(),
        image: z.string(),
        team_logos: z.array(z.string()),
        genre_logo: z.string(),
        league: z.string(),
        league_logo: z.string(),
        language: z.string(),
      }),
    ),
  }),
);
