// Every schema is built on its first parse (`z.lazy`), not as the adapters load: the start's tasks stay short (issue 33).
import { z } from 'zod';

/** A node of the VOD category tree. */
export const vodCategorySchema = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), adult: z.boolean().default(false) }),
);

/**
 * A product of a VOD element: product_price in CHF (0 is free), product_audio language codes
 * (`ad` is audio description), product_validity in J (days), H (hours) or M (minutes).
 */
export const vodProductSchema = z.lazy(() =>
  z.object({
    product_id: z.string(),
    product_type: z.enum(['rent', 'buy']),
    product_price: z.number().nonnegative(),
    product_audio: z.array(z.string()),
    product_validity: z.string().regex(/^\d+[JHM]$/),
  }),
);

/** A VOD element (spec point 3): a film or an episode of a season. */
export const vodElementSchema = z.lazy(() =>
  z.object({
    show_id: z.string(),
    season_id: z.string().default(''),
    category_id: z.number(),
    name: z.string(),
    logo: z.string(),
    description: z.string().default(''),
    year: z.number(),
    adult: z.boolean().default(false),
    show_products: z.array(vodProductSchema),
  }),
);

export const vodSeasonSchema = z.lazy(() =>
  z.object({
    season_id: z.string(),
    category_id: z.number(),
    name: z.string(),
    logo: z.string(),
    adult: z.boolean().default(false),
    show_ids: z.array(z.string()),
  }),
);

export const vodElementsSchema = z.lazy(() => z.object({ shows: z.array(vodElementSchema) }));
export const vodSeasonsSchema = z.lazy(() => z.object({ seasons: z.array(vodSeasonSchema) }));

/** GET vod/: licences (product id to validity), bookmarks (show id to seconds), menu, purchased product ids. */
export const vodAccountSchema = z.lazy(() =>
  z.object({
    licences: z.record(z.string(), z.string()),
    bookmarks: z.record(z.string(), z.number()),
    menu: z.array(vodCategorySchema),
    purchased: z.array(z.string()),
  }),
);

/** GET vod/hierarchy/{id}. */
export const vodHierarchySchema = z.lazy(() =>
  z.object({
    category: vodCategorySchema,
    children: z.array(vodCategorySchema),
    shows: z.array(vodElementSchema),
    seasons: z.array(vodSeasonSchema),
  }),
);

/** POST vod/product/{id}/licence/: stream_id, url and drm (null when clear). */
export const vodLicenceSchema = z.lazy(() =>
  z.object({
    stream_id: z.string(),
    url: z.string().min(1),
    drm: z.object({ type: z.literal('clearkey'), clear_keys: z.record(z.string(), z.string()) }).nullable(),
  }),
);

/** PUT vod/product/{id}/purchase/: the price once the promo code applies. */
export const vodQuoteSchema = z.lazy(() => z.object({ product_id: z.string(), price: z.number() }));

/** POST vod/product/{id}/purchase/: the licence validity. */
export const vodPurchaseSchema = z.lazy(() => z.object({ success: z.literal(true), validity: z.string() }));

/** POST vod/stream/{id}/: the position to resume from, in seconds. */
export const vodStreamSchema = z.lazy(() => z.object({ bookmark: z.number() }));
