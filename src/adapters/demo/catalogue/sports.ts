import { Temporal } from '../../../domain/time';
import type { SportsEvent } from '../../../ports/shows.port';
import { hashString, pick, seededRandom } from '../random';
import type { CatalogueChannel } from './channels';
import { imageUrl } from './images';
import { svgBadge } from './logos';

const DAY_MS = 86_400_000;
/** The category of sports programmes (spec point 9's ids); sports channels have it as their theme. */
export const SPORTS_CATEGORY = 4;
const LEAGUES = [
  {
    league: 'Super League',
    genre: 'football',
    language: 'fr',
    teams: ['FC Léman', 'Young Alps', 'FC Rheinhafen', 'Servette Nord', 'FC Lugano Lago', 'Grasshopper Club'],
  },
  {
    league: 'National League',
    genre: 'hockey',
    language: 'de',
    teams: ['HC Gotteron', 'EV Bernbär', 'ZSC Löwen', 'HC Davosia', 'Lausanne HC', 'EHC Kloten'],
  },
  {
    league: 'Premier League',
    genre: 'football',
    language: 'en',
    teams: ['Harbour United', 'Northbridge City', 'Kingsport FC', 'Riverside Rovers'],
  },
  {
    league: 'ATP Tour',
    genre: 'tennis',
    language: 'en',
    teams: ['R. Fedder', 'N. Djokov', 'C. Alcarez', 'J. Sinnerman'],
  },
] as const;
const KICK_OFF_HOURS = [13, 18, 20] as const;
const EVENT_HOURS = 2;

/** The channels sports events are broadcast on: the sports-themed ones (the first channel when the lineup has none). */
export function sportsChannelIds(channels: Iterable<CatalogueChannel>): string[] {
  const ids = [...channels]
    .filter((entry) => entry.theme === SPORTS_CATEGORY && !entry.channel.id.startsWith('fast'))
    .map((entry) => entry.channel.id);
  return ids.length > 0 ? ids : ['ch1'];
}

/**
 * The two or three events of one UTC day, each on one of `channelIds`. The guide lays each event
 * down on its channel as a programme of the very same times (see Schedule), so the event's show,
 * and therefore its actions, follow the event and its channel's rights.
 */
export function sportsEventsOfDay(day: number, seed: number, channelIds: readonly string[]): SportsEvent[] {
  const random = seededRandom(hashString(`${seed}:sports:${day}`));
  return KICK_OFF_HOURS.slice(0, 2 + Math.floor(random() * 2)).map((hour) => {
    const { league, genre, language, teams } = pick(random, LEAGUES);
    const home = pick(random, teams);
    const away = pick(
      random,
      teams.filter((team) => team !== home),
    );
    const start = day * DAY_MS + hour * 3_600_000;
    return {
      eventId: `ev-${day}-${hour}`,
      channelId: pick(random, channelIds),
      genre,
      startDate: Temporal.Instant.fromEpochMilliseconds(start),
      stopDate: Temporal.Instant.fromEpochMilliseconds(start + EVENT_HOURS * 3_600_000),
      exactStart: Temporal.Instant.fromEpochMilliseconds(start + 5 * 60_000),
      title: `${home} – ${away}`,
      background: imageUrl('landscape', league, SPORTS_CATEGORY),
      image: imageUrl('landscape', `${home} – ${away}`, SPORTS_CATEGORY),
      teamLogos: [svgBadge(home, 64, 64, 'circle'), svgBadge(away, 64, 64, 'circle')],
      genreLogo: svgBadge(genre, 48, 48, 'circle'),
      league,
      leagueLogo: svgBadge(league, 64, 64),
      language,
    };
  });
}

/** Sports events from 3 days back to 7 days on, two or three a day, on the sports channels. */
export function sportsEvents(nowMs: number, seed: number, channelIds: readonly string[]): SportsEvent[] {
  const today = Math.floor(nowMs / DAY_MS);
  const events: SportsEvent[] = [];
  for (let day = today - 3; day <= today + 7; day += 1) events.push(...sportsEventsOfDay(day, seed, channelIds));
  return events;
}
