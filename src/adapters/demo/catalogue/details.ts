import type { Show } from '../../../domain/shows/show';
import type { Serie, ShowDetails } from '../../../ports/shows.port';
import { hashString, pick, seededRandom } from '../random';
import { DEMO_AVAILABILITY_START } from '../streams/clip';
import { COUNTRIES } from './people';
import { serieCredits, serieOf } from './programme';
import { DESCRIPTIONS, SERIES } from './titles';

/** The detail fields of a show, seeded by its title so reruns agree. */
export function detailsOf(show: Show, clip: string): ShowDetails {
  const random = seededRandom(hashString(show.serieTitle ?? show.title));
  const description = show.description ?? '';
  return {
    ...show,
    year: 1985 + Math.floor(random() * 41),
    country: pick(random, COUNTRIES),
    rating: Math.round((2 + random() * 3) * 10) / 10,
    // Two minutes of the channel's clip stand for the trailer.
    trailerUrl: `/streams/replay/${clip}.mpd?start=${DEMO_AVAILABILITY_START}&stop=${DEMO_AVAILABILITY_START + 120}`,
    shortDescription: description.split(/(?<=[.!?])\s/)[0] ?? description,
  };
}

/** A series of a channel, with the episodes of the guide span. */
export function serieDetails(channelId: string, episodes: readonly Show[]): Serie {
  const { id, index } = serieOf(channelId);
  const template = SERIES[index]!;
  const random = seededRandom(hashString(template.title));
  return {
    id,
    channelId,
    title: template.title,
    description: DESCRIPTIONS.serie ?? '',
    country: pick(random, COUNTRIES),
    year: 2015 + Math.floor(random() * 11),
    categoryId: 3,
    rank: 1 + Math.floor(random() * 100),
    credits: serieCredits(index),
    episodes,
  };
}
