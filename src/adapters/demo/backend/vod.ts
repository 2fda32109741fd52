import type {
  VodAccount,
  VodCategory,
  VodElement,
  VodHierarchy,
  VodLicence,
  VodProduct,
  VodQuote,
  VodSeason,
} from '../../../ports/vod.port';
import { CLEARKEY_KEY, CLEARKEY_KID } from '../catalogue/streams';
import {
  generateVod,
  VALID_PROMOCODE,
  validityMs,
  VOD_HOME_CATEGORY,
  VOD_ROOT,
  type VodCatalogue,
} from '../catalogue/vod';
import { hashString } from '../random';
import { DEMO_AVAILABILITY_START } from '../streams/clip';
import type { BackendContext } from './context';
import { fault } from './fault';

/** At most this many licences may run at once (then 509, `vod-quota-exceeded`). */
export const VOD_LICENCE_LIMIT = 20;
const FILM_SECONDS = 90 * 60;
const CLIPS = ['a', 'b', 'c', 'd', 'e', 'f', 'clearkey'] as const;

const category = ({ id, name, adult }: VodCategory): VodCategory => ({ id, name, adult });

/** Video on demand: catalogue pages, purchases with promo codes, licences and VOD bookmarks. */
export class VodBackend {
  private readonly vod: VodCatalogue = generateVod();

  constructor(private readonly ctx: BackendContext) {}

  account(username: string): VodAccount {
    const { vod } = this.ctx.view(username);
    const now = this.ctx.now();
    return {
      licences: new Map(
        Object.entries(vod.licences)
          .filter(([, licence]) => licence.until > now)
          .map(([id, licence]) => [id, licence.validity]),
      ),
      bookmarks: new Map(Object.entries(vod.bookmarks)),
      menu: this.children(VOD_ROOT),
      purchased: new Set(vod.purchased),
    };
  }

  shows(): VodElement[] {
    return [...this.vod.elements];
  }

  hierarchy(categoryId: number): VodHierarchy {
    const found =
      this.vod.categories.find((candidate) => candidate.id === categoryId) ?? fault('not-found', 'unknown category');
    const featured = categoryId === VOD_HOME_CATEGORY ? this.vod.featured : [];
    return {
      category: category(found),
      children: this.children(categoryId),
      elements: this.vod.elements.filter(
        (element) =>
          (element.categoryId === categoryId && element.seasonId === '') || featured.includes(element.showId),
      ),
      seasons: this.vod.seasons.filter((season) => season.categoryId === categoryId),
    };
  }

  show(showId: string): VodElement {
    return this.vod.elements.find((element) => element.showId === showId) ?? fault('not-found', 'unknown VOD show');
  }

  related(showId: string): VodElement[] {
    const show = this.show(showId);
    return this.vod.elements
      .filter(
        (element) => element.categoryId === show.categoryId && element.showId !== showId && element.seasonId === '',
      )
      .slice(0, 8);
  }

  seasons(): VodSeason[] {
    return [...this.vod.seasons];
  }

  season(seasonId: string): VodSeason {
    return this.vod.seasons.find((season) => season.seasonId === seasonId) ?? fault('not-found', 'unknown season');
  }

  seasonShows(seasonId: string): VodElement[] {
    return this.season(seasonId).showIds.map((id) => this.show(id));
  }

  /** The price with a promo code: DEMO2026 makes it free, any other code is refused (400). */
  quote(username: string, productId: string, promocode?: string): VodQuote {
    this.ctx.account(username);
    const { product } = this.product(productId);
    return { productId, price: this.price(product, promocode) };
  }

  /** Rents or buys: refused abroad (451), with a wrong code (400) or past the licence limit (509). */
  purchase(username: string, productId: string, promocode?: string): string {
    if (this.ctx.account(username).countryLocked) fault('geo-blocked', 'purchase abroad');
    const { product } = this.product(productId);
    this.price(product, promocode);
    const now = this.ctx.now();
    return this.ctx.update((state) => {
      const { vod } = this.ctx.records(state, username);
      const running = Object.values(vod.licences).filter((licence) => licence.until > now).length;
      if (running >= VOD_LICENCE_LIMIT) fault('vod-quota-exceeded', 'vod-quota-exceeded', 509);
      vod.licences[productId] = { validity: product.validity, until: now + validityMs(product.validity) };
      if (!vod.purchased.includes(productId)) vod.purchased.push(productId);
      return product.validity;
    });
  }

  /** The stream of a product the user holds (free products need no purchase). */
  licence(username: string, productId: string): VodLicence {
    const { product, element } = this.product(productId);
    const held = this.account(username).licences.has(productId);
    if (!held && product.price > 0) fault('not-entitled', 'no licence');
    const clip = CLIPS[hashString(element.showId) % CLIPS.length] as string;
    const url = `/streams/replay/${clip}.mpd?start=${DEMO_AVAILABILITY_START}&stop=${DEMO_AVAILABILITY_START + FILM_SECONDS}`;
    return clip === 'clearkey'
      ? { streamId: productId, url, clearKeys: { [CLEARKEY_KID]: CLEARKEY_KEY } }
      : { streamId: productId, url };
  }

  /** A VOD stream starts: the position to resume from. */
  startStream(username: string, streamId: string): number {
    const { element } = this.product(streamId);
    this.licence(username, streamId);
    return this.ctx.view(username).vod.bookmarks[element.showId] ?? 0;
  }

  stopStream(username: string, streamId: string, bookmark: number): void {
    const { element } = this.product(streamId);
    this.ctx.update(
      (state) => void (this.ctx.records(state, username).vod.bookmarks[element.showId] = Math.max(0, bookmark)),
    );
  }

  private children(parent: number): VodCategory[] {
    return this.vod.categories.filter((candidate) => candidate.parent === parent).map(category);
  }

  private price(product: VodProduct, promocode?: string): number {
    if (promocode === undefined || promocode.trim() === '') return product.price;
    if (promocode.trim().toUpperCase() !== VALID_PROMOCODE) fault('wrong-promocode', 'wrong-promocode', 400);
    return 0;
  }

  private product(productId: string): { product: VodProduct; element: VodElement } {
    for (const element of this.vod.elements) {
      const product = element.products.find((candidate) => candidate.productId === productId);
      if (product) return { product, element };
    }
    return fault('not-found', 'unknown product');
  }
}
