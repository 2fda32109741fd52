import { imageUrl } from './images';
import type { Credits, Show } from '../../../domain/shows/show';
import { Temporal } from '../../../domain/time';
import { hashString, pick } from '../random';
import type { CatalogueChannel } from './channels';
import { categoryMeta, CATEGORIES } from './categories';
import { ACTORS, AUTHORS, COMPANIES, DIRECTORS, PRESENTERS } from './people';
import { SPORTS_CATEGORY } from './sports';
import { DESCRIPTIONS, SERIES, TITLES } from './titles';
import type { SportsEvent } from '../../../ports/shows.port';

const SERIE_CATEGORY = 3;
const EPISODES_PER_SEASON = 12;
const PRESENTED = new Set(['news', 'magazine', 'entertainment', 'music', 'culture', 'sport']);
const ACTED = new Set(['movie', 'serie', 'reality']);

/** The signature series of a channel. */
export function serieOf(channelId: string): { id: string; index: number } {
  const index = hashString(channelId) % SERIES.length;
  return { id: `serie-${channelId}`, index };
}

export function serieCredits(index: number): Credits {
  return {
    company: [COMPANIES[index % COMPANIES.length] as string],
    author: [AUTHORS[index % AUTHORS.length] as string],
    director: [DIRECTORS[index % DIRECTORS.length] as string],
    actor: [0, 1, 2].map((offset) => ACTORS[(index * 3 + offset) % ACTORS.length] as string),
    presenter: [],
  };
}

function credits(meta: string, random: () => number): Credits {
  return {
    company: ACTED.has(meta) || meta === 'documentary' ? [pick(random, COMPANIES)] : [],
    author: meta === 'movie' ? [pick(random, AUTHORS)] : [],
    director: ACTED.has(meta) || meta === 'documentary' ? [pick(random, DIRECTORS)] : [],
    actor: ACTED.has(meta)
      ? [pick(random, ACTORS), pick(random, ACTORS), pick(random, ACTORS)].filter(
          (name, i, all) => all.indexOf(name) === i,
        )
      : [],
    presenter: PRESENTED.has(meta) ? [pick(random, PRESENTERS)] : [],
  };
}

function ageOf(meta: string, hour: number, random: () => number): number {
  if (meta === 'kids' || meta === 'news') return 0;
  const late = hour >= 22 || hour < 4;
  if (late && (meta === 'movie' || meta === 'serie') && random() < 0.35) return 18;
  return pick(random, meta === 'movie' || meta === 'serie' ? [0, 10, 12, 16] : [0, 0, 0, 10, 12]);
}

/**
 * One programme of the guide, drawn from the channel's seeded generator. Each show is written out
 * field by field: a spread of shared fields followed by others costs V8 about ten times as much,
 * and the guide builds some 1,300 shows per page load.
 */
export function programme(
  entry: CatalogueChannel,
  start: number,
  stop: number,
  slot: number,
  day: number,
  random: () => number,
): Show {
  const { channel } = entry;
  const category = random() < 0.5 ? entry.theme : pick(random, CATEGORIES).id;
  const meta = categoryMeta(category);
  const hour = Math.floor(start / 3_600_000) % 24;
  const id = `${channel.id}-${start / 60_000}`;
  const startDate = Temporal.Instant.fromEpochMilliseconds(start);
  const stopDate = Temporal.Instant.fromEpochMilliseconds(stop);
  const rank = 1 + Math.floor(random() * 100);
  const exactStartTime = channel.isAccurate
    ? Temporal.Instant.fromEpochMilliseconds(start + Math.floor(random() * 180) * 1000)
    : undefined;
  if (category === SERIE_CATEGORY || random() < 0.12) {
    const serie = serieOf(channel.id);
    const template = SERIES[serie.index]!;
    const episode = ((day * 5 + slot) % EPISODES_PER_SEASON) + 1;
    return {
      id,
      channelId: channel.id,
      startDate,
      stopDate,
      language: channel.language,
      rank,
      exactStartTime,
      categoryId: SERIE_CATEGORY,
      metaCategory: 'serie',
      title: template.title,
      serieTitle: template.title,
      subTitle: template.episodes[episode % template.episodes.length] as string,
      serieId: serie.id,
      serieSeason: 1 + (Math.abs(day) % template.seasons),
      serieEpNum: episode,
      nbEpisodes: EPISODES_PER_SEASON,
      age: ageOf('serie', hour, random),
      description: DESCRIPTIONS.serie,
      credits: serieCredits(serie.index),
      image: imageUrl('show', template.title, SERIE_CATEGORY),
    };
  }
  const title = pick(random, TITLES[category] ?? ['']);
  return {
    id,
    channelId: channel.id,
    startDate,
    stopDate,
    language: channel.language,
    rank,
    exactStartTime,
    categoryId: category,
    metaCategory: meta,
    title,
    subTitle: meta === 'sport' ? 'En direct' : '',
    serieId: '',
    originalTitle: meta === 'movie' ? title : undefined,
    age: ageOf(meta, hour, random),
    description: DESCRIPTIONS[meta] ?? '',
    credits: credits(meta, random),
    image: title === '' ? undefined : imageUrl('show', title, category),
  };
}

/** A sports event laid down in its channel's guide: a live sports programme of the event's very times, title and picture. */
export function eventProgramme(entry: CatalogueChannel, event: SportsEvent, random: () => number): Show {
  const { channel } = entry;
  const start = event.startDate.epochMilliseconds;
  return {
    id: `${channel.id}-${start / 60_000}`,
    channelId: channel.id,
    startDate: event.startDate,
    stopDate: event.stopDate,
    language: channel.language,
    rank: 1 + Math.floor(random() * 100),
    exactStartTime: event.exactStart,
    categoryId: SPORTS_CATEGORY,
    metaCategory: categoryMeta(SPORTS_CATEGORY),
    title: event.title,
    subTitle: event.league,
    serieId: '',
    age: 0,
    description: DESCRIPTIONS.sport ?? '',
    credits: credits('sport', random),
    image: event.image,
  };
}
