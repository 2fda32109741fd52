import type { VodAccount, VodCategory, VodElement, VodHierarchy, VodLicence, VodSeason } from '../../../ports/vod.port';

export const categoryToWire = ({ id, name, adult }: VodCategory) => ({ id, name, adult });

/** A VOD element (spec point 3): show_products with product_price in CHF and product_audio codes. */
export function elementToWire(element: VodElement) {
  return {
    show_id: element.showId,
    season_id: element.seasonId,
    category_id: element.categoryId,
    name: element.name,
    logo: element.logo,
    description: element.description,
    year: element.year,
    adult: element.adult,
    show_products: element.products.map((product) => ({
      product_id: product.productId,
      product_type: product.kind,
      product_price: product.price,
      product_audio: product.audio,
      product_validity: product.validity,
    })),
  };
}

export function seasonToWire(season: VodSeason) {
  return {
    season_id: season.seasonId,
    category_id: season.categoryId,
    name: season.name,
    logo: season.logo,
    adult: season.adult,
    show_ids: season.showIds,
  };
}

export const elementsToWire = (elements: readonly VodElement[]) => ({ shows: elements.map(elementToWire) });

/** GET vod/: licences (product id to validity), bookmarks (show id to seconds), menu, purchased. */
export function accountToWire(account: VodAccount) {
  return {
    licences: Object.fromEntries(account.licences),
    bookmarks: Object.fromEntries(account.bookmarks),
    menu: account.menu.map(categoryToWire),
    purchased: [...account.purchased],
  };
}

export function hierarchyToWire(page: VodHierarchy) {
  return {
    category: categoryToWire(page.category),
    children: page.children.map(categoryToWire),
    shows: page.elements.map(elementToWire),
    seasons: page.seasons.map(seasonToWire),
  };
}

/** POST vod/product/{id}/licence/: stream_id, url, drm (ClearKey keys or null). */
export function licenceToWire(licence: VodLicence) {
  return {
    stream_id: licence.streamId,
    url: licence.url,
    drm: licence.clearKeys ? { type: 'clearkey', clear_keys: licence.clearKeys } : null,
  };
}
