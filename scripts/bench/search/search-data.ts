import { seededRandom } from '../../../src/adapters/demo/random';
import type { SearchFields } from '../../../src/domain/search/search';

const WORDS = (
  'le la les du des un une au journal soir matin meteo sport football hockey tennis ski cuisine ' +
  'chef maison jardin voyage nature animaux sauvages ocean montagne alpes suisse geneve lausanne ' +
  'histoire secrets enquete police detective crime mystere amour famille ecole docteur hopital ' +
  'urgence pompiers aventure espace planete terre guerre paix musique concert jazz rock opera ' +
  'comedie drame serie film cinema classique nuit jour dernier premier grand petit nouveau vieux ' +
  'tagesschau nachrichten wetter krimi tatort heimat berge see stadt land abenteuer kinder ' +
  'news weather world live show talk late morning kitchen island road trip legends stars'
).split(' ');

const CHANNELS = Array.from(
  { length: 160 },
  (_, i) =>
    `${['RTS', 'SRF', 'TF', 'France', 'ARD', 'ZDF', 'RSI', 'Arte', 'M6', 'W9'][i % 10]} ${Math.floor(i / 10) + 1}`,
);

/**
 * `count` shows shaped like a two-week guide: about 60 % episodes of some 3 000 series (title and
 * series title shared), 15 % recurring news and magazines, 25 % one-off films and documentaries.
 */
export function generateShows(count: number, seed = 42): SearchFields[] {
  // The demo's seeded generator: every run searches the same shows.
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const phrase = (length: number) => Array.from({ length }, () => pick(WORDS)).join(' ');
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const series = Array.from({ length: 3000 }, () => capital(phrase(2 + Math.floor(next() * 2))));
  const magazines = Array.from({ length: 300 }, () => capital(phrase(1 + Math.floor(next() * 2))));
  return Array.from({ length: count }, () => {
    const channel = pick(CHANNELS);
    const kind = next();
    if (kind < 0.6) {
      const serie = pick(series);
      return { title: serie, series: serie, channel };
    }
    if (kind < 0.75) return { title: pick(magazines), series: undefined, channel };
    return { title: capital(phrase(2 + Math.floor(next() * 4))), series: undefined, channel };
  });
}

/** Queries a user might type, each searched letter by letter. */
export const QUERIES = ['journal', 'meteo', 'tatort', 'alpes suisse', 'rts 2', 'cusine', 'detectiv', 'xyz'];
