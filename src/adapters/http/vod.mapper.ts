import type { z } from 'zod';
import type { VodAccount, VodCategory, VodElement, VodHierarchy, VodLicence, VodSeason } from '../../ports/vod.port';
import type {
  vodAccountSchema,
  vodCategorySchema,
  vodElementSchema,
  vodHierarchySchema,
  vodLicenceSchema,
  vodSeasonSchema,
} from './vod.schema';

export const toVodCategory = ({ id, name, adult }: z.infer<typeof vodCategorySchema>): VodCategory => ({
  id,
  name,
  adult,
});

export function toVodElement(body: z.infer<typeof vodElementSchema>): VodElement {
  return {
    showId: body.show_id,
    seasonId: body.season_id,
    categoryId: body.category_id,
    name: body.name,
    logo: body.logo,
    description: body.description,
    year: body.year,
    adult: body.adult,
    products: body.show_products.map((product) => ({
      productId: product.product_id,
      kind: product.product_type,
      price: product.product_price,
      audio: product.product_audio,
      validity: product.product_validity,
    })),
  };
}

export function toVodSeason(body: z.infer<typeof vodSeasonSchema>): VodSeason {
  return {
    seasonId: body.season_id,
    categoryId: body.category_id,
    name: body.name,
    logo: body.logo,
    adult: body.adult,
    showIds: body.show_ids,
  };
}

export function toVodAccount(body: z.infer<typeof vodAccountSchema>): VodAccount {
  return {
    licences: new Map(Object.entries(body.licences)),
    bookmarks: new Map(Object.entries(body.bookmarks)),
    menu: body.menu.map(toVodCategory),
    purchased: new Set(body.purchased),
  };
}

export function toVodHierarchy(body: z.infer<typeof vodHierarchySchema>): VodHierarchy {
  return {
    category: toVodCategory(body.category),
    children: body.children.map(toVodCategory),
    elements: body.shows.map(toVodElement),
    seasons: body.seasons.map(toVodSeason),
  };
}

export function toVodLicence(body: z.infer<typeof vodLicenceSchema>): VodLicence {
  return body.drm
    ? { streamId: body.stream_id, url: body.url, clearKeys: body.drm.clear_keys }
    : { streamId: body.stream_id, url: body.url };
}
