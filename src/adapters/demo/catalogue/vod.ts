import { HOME_VOD_CATEGORY } from '../../../domain/home/home-rows';
import type { VodCategory, VodElement, VodProduct, VodSeason } from '../../../ports/vod.port';
import { hashString, pick, seededRandom } from '../random';
import { imageUrl } from './images';

/** The category of the home page's VOD row: the domain's (spec point 7). */
export const VOD_HOME_CATEGORY = HOME_VOD_CATEGORY;
export const VOD_ROOT = 0;

/** The category tree: id, name, parent, adult. */
const CATEGORIES: readonly (VodCategory & { parent: number })[] = [
  { id: VOD_ROOT, name: 'Vidéo à la demande', adult: false, parent: -1 },
  { id: VOD_HOME_CATEGORY, name: 'À la une', adult: false, parent: VOD_ROOT },
  { id: 44857, name: 'Films', adult: false, parent: VOD_ROOT },
  { id: 44858, name: 'Séries', adult: false, parent: VOD_ROOT },
  { id: 44859, name: 'Enfants', adult: false, parent: VOD_ROOT },
  { id: 44861, name: 'Documentaires', adult: false, parent: VOD_ROOT },
  { id: 44860, name: 'Adultes', adult: true, parent: VOD_ROOT },
  { id: 44862, name: 'Action', adult: false, parent: 44857 },
  { id: 44863, name: 'Comédie', adult: false, parent: 44857 },
  { id: 44864, name: 'Drame', adult: false, parent: 44857 },
];
const FILM_CATEGORIES = [44862, 44863, 44864, 44859, 44861] as const;
const FILMS = [
  'Le Dernier Col',
  'Nachtzug nach Chur',
  'The Glacier Code',
  'Rire au Chalet',
  'Les Voisins du Dessus',
  'Die Uhrmacherin',
  'Signal Lost',
  'La Fugue',
  'Sommer am See',
  'Northern Lights',
  'Le Trésor du Lac',
  'Fondue Party',
  'Bergkristall',
  'The Last Ferry',
  'Petit Ours Brun en Vacances',
  'Les Abeilles du Jura',
  'Orages',
  'Das Vermächtnis',
  'Deep Alps',
  'Minuit à Genève',
] as const;
const ADULT = ['Nuits Privées', 'After Midnight', 'Velours'] as const;
const SERIES = [
  { id: 'lac', name: 'Les Secrets du Lac', seasons: 2 },
  { id: 'zug', name: 'Zugspitze', seasons: 2 },
  { id: 'tower', name: 'Tower Block', seasons: 1 },
] as const;
const AUDIO = [
  ['fr', 'de'],
  ['fr', 'en', 'ad'],
  ['de', 'fr', 'ad'],
  ['en', 'fr'],
] as const;
const EPISODES_PER_SEASON = 4;
/** The one promo code the demo accepts: it makes any product free. */
export const VALID_PROMOCODE = 'DEMO2026';

function products(showId: string, index: number, random: () => number, episode: boolean): VodProduct[] {
  const audio = [...pick(random, AUDIO)];
  if (index % 6 === 5) return [{ productId: `p-${showId}-free`, kind: 'rent', price: 0, audio, validity: '30J' }];
  if (episode) return [{ productId: `p-${showId}-rent`, kind: 'rent', price: 2.9, audio, validity: '7J' }];
  if (index % 7 === 3) return [{ productId: `p-${showId}-rent`, kind: 'rent', price: 1.9, audio, validity: '180M' }];
  return [
    { productId: `p-${showId}-rent`, kind: 'rent', price: pick(random, [4.9, 5.9, 6.9]), audio, validity: '48H' },
    { productId: `p-${showId}-buy`, kind: 'buy', price: pick(random, [14.9, 19.9, 24.9]), audio, validity: '3650J' },
  ];
}

function element(
  showId: string,
  name: string,
  categoryId: number,
  index: number,
  seasonId = '',
  adult = false,
): VodElement {
  const random = seededRandom(hashString(showId));
  return {
    showId,
    seasonId,
    categoryId,
    name,
    adult,
    logo: imageUrl('poster', name),
    description: `${name} : une histoire forte, entre lacs et montagnes.`,
    year: 1995 + Math.floor(random() * 31),
    products: products(showId, index, random, seasonId !== ''),
  };
}

/** The VOD catalogue: categories, films, series seasons with episodes, products. */
export interface VodCatalogue {
  readonly categories: readonly (VodCategory & { parent: number })[];
  readonly elements: readonly VodElement[];
  readonly seasons: readonly VodSeason[];
  /** Elements shown in the home row (category 44856). */
  readonly featured: readonly string[];
}

export function generateVod(): VodCatalogue {
  const films = FILMS.map((name, index) =>
    element(`vod-film-${index + 1}`, name, FILM_CATEGORIES[index % FILM_CATEGORIES.length] as number, index),
  );
  const adult = ADULT.map((name, index) => element(`vod-adult-${index + 1}`, name, 44860, index, '', true));
  const seasons: VodSeason[] = [];
  const episodes = SERIES.flatMap((serie) =>
    Array.from({ length: serie.seasons }, (_, s) => {
      const seasonId = `vod-season-${serie.id}-${s + 1}`;
      const list = Array.from({ length: EPISODES_PER_SEASON }, (_, e) =>
        element(`vod-ep-${serie.id}-${s + 1}-${e + 1}`, `${serie.name} S${s + 1}E${e + 1}`, 44858, e, seasonId),
      );
      seasons.push({
        seasonId,
        categoryId: 44858,
        name: `${serie.name} – saison ${s + 1}`,
        logo: imageUrl('poster', serie.name),
        adult: false,
        showIds: list.map((ep) => ep.showId),
      });
      return list;
    }).flat(),
  );
  return {
    categories: CATEGORIES,
    elements: [...films, ...adult, ...episodes],
    seasons,
    featured: films.slice(0, 8).map((film) => film.showId),
  };
}

/** Milliseconds of a validity string: `<n>J` days, `<n>H` hours, `<n>M` minutes. */
export function validityMs(validity: string): number {
  const match = /^(\d+)([JHM])$/.exec(validity);
  if (match === null) return 0;
  const unit = { J: 86_400_000, H: 3_600_000, M: 60_000 }[match[2] as 'J' | 'H' | 'M'];
  return Number(match[1]) * unit;
}
