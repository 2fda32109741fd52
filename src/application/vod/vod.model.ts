import type { Loaded } from '../loaded';
import { isVodBookmark } from '../../domain/playback/bookmark';
import { isAdultVod, withoutAdultVod } from '../../domain/vod/vod';
import { vodProductAccess } from '../../domain/vod/vod-access';
import type { VodAccount, VodCategory, VodElement, VodHierarchy, VodProduct, VodSeason } from '../../ports/vod.port';

/** The product overlay path of an element, relative to the list screen (episodes go through their season). */
export function vodProductPath(element: Pick<VodElement, 'showId' | 'seasonId'>, productId: string): string {
  const show = `show/${encodeURIComponent(element.showId)}/product/${encodeURIComponent(productId)}`;
  return element.seasonId ? `season/${encodeURIComponent(element.seasonId)}/${show}` : show;
}

/** The product overlay of an element's first product over `screen`, or the screen itself without products. */
export function vodElementPath(screen: string, element: VodElement): string {
  const product = element.products[0];
  return product === undefined ? screen : `${screen}/${vodProductPath(element, product.productId)}`;
}

/** A VOD category page as the catalogue shows it: adult categories, seasons and titles left out (spec point 6). */
export interface VodCategoryModel {
  readonly name: string;
  readonly children: readonly VodCategory[];
  readonly seasons: readonly VodSeason[];
  readonly elements: readonly VodElement[];
  readonly empty: boolean;
}

export function vodCategoryModel(page: VodHierarchy): VodCategoryModel {
  const children = withoutAdultVod(page.children);
  const seasons = withoutAdultVod(page.seasons);
  const elements = withoutAdultVod(page.elements);
  return {
    name: page.category.name,
    children,
    seasons,
    elements,
    empty: children.length + seasons.length + elements.length === 0,
  };
}

/** The user's VOD account as last read: kept while it is read again, or after a failed read. */
export type VodAccountState =
  | { readonly status: 'loading'; readonly account?: VodAccount }
  | { readonly status: 'success'; readonly account: VodAccount }
  | { readonly status: 'failure'; readonly error: unknown; readonly account?: VodAccount };

/** What a product offers the user now. */
export type ProductAccessModel =
  /** A paid product waits for the account to know whether the user holds it. */
  | { readonly kind: 'loading' }
  | { readonly kind: 'failure'; readonly error: unknown }
  /** Not held: rent or buy it for its price, the licence lasting `validity` (J, H, M units). */
  | { readonly kind: 'for-sale'; readonly offerKey: string; readonly validity: string }
  /** Held or free: play, or resume past the bookmark (spec point 5: more than 20 s). */
  | { readonly kind: 'play'; readonly noteKey: string; readonly bookmark: number; readonly resume: boolean };

/**
 * Play (or resume) when the user holds the product or it is free; otherwise the price; a paid
 * product waits for the account. `purchased`: the user has just bought it in this overlay, so it
 * plays from the start before the account is read again.
 */
export function productAccess(
  product: VodProduct,
  showId: string,
  account: VodAccountState,
  purchased = false,
): ProductAccessModel {
  if (purchased) return { kind: 'play', noteKey: 'vod_licensed', bookmark: 0, resume: false };
  if (account.account === undefined && product.price > 0) {
    return account.status === 'failure' ? { kind: 'failure', error: account.error } : { kind: 'loading' };
  }
  const access = vodProductAccess(product, account.account?.licences ?? new Set<string>());
  if (access === 'for-sale')
    return {
      kind: 'for-sale',
      offerKey: product.kind === 'buy' ? 'vod_buy_for' : 'vod_rent_for',
      validity: product.validity,
    };
  const bookmark = account.account?.bookmarks.get(showId) ?? 0;
  return {
    kind: 'play',
    noteKey: access === 'licensed' ? 'vod_licensed' : 'vod_free_note',
    bookmark,
    resume: isVodBookmark(bookmark),
  };
}

/** The element a product overlay may show: none for adult items, even by their address (spec point 6). */
export function vodOverlayElement(element: VodElement): VodElement | null {
  return isAdultVod(element) ? null : element;
}

/**
 * The titles a VOD product overlay lists as related (vod/show/{id}/c2c/): none while the call runs
 * or once it failed (the section is then absent), no adult title (spec point 6), not the title
 * itself, none without a product to open, each once.
 */
export function relatedVodElements(showId: string, loaded: Loaded<readonly VodElement[]>): readonly VodElement[] {
  if (loaded.status !== 'success') return [];
  const seen = new Set([showId]);
  return withoutAdultVod(loaded.data).filter(
    (element) => element.products.length > 0 && !seen.has(element.showId) && Boolean(seen.add(element.showId)),
  );
}

/** One card of a VOD list (a category's TV rail, the titles and seasons available here): a season (its episodes) or a title (its first offer). */
export type VodRailCard =
  | {
      readonly kind: 'season';
      readonly key: string;
      readonly name: string;
      readonly path: string;
      readonly season: VodSeason;
    }
  | {
      readonly kind: 'title';
      readonly key: string;
      readonly name: string;
      readonly path: string;
      readonly element: VodElement;
    };

/** A season's card: it opens the season overlay, relative to the list screen. */
export function vodSeasonCard(season: VodSeason): VodRailCard {
  const path = `season/${encodeURIComponent(season.seasonId)}`;
  return { kind: 'season', key: `season-${season.seasonId}`, name: season.name, path, season };
}

/** A title's card, opening its first offer; none for a title without an offer (it would open nothing). */
export function vodTitleCards(element: VodElement): VodRailCard[] {
  const product = element.products[0];
  if (product === undefined) return [];
  const path = vodProductPath(element, product.productId);
  return [{ kind: 'title', key: `title-${element.showId}`, name: element.name, path, element }];
}

/**
 * A category's cards on the TV (a single VOD screen, spec point 2): its seasons then its titles,
 * each with the overlay path it opens relative to the screen; a title without an offer opens nothing and is left out.
 */
export function vodRailCards(page: VodCategoryModel): VodRailCard[] {
  return [...page.seasons.map(vodSeasonCard), ...page.elements.flatMap(vodTitleCards)];
}
