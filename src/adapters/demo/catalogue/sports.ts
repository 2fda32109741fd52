import { Temporal } from '../../../domain/time';
import type { SportsEvent } from '../../../ports/shows.port';
import { hashString, pick, seededRandom } from '../random';
import { imageUrl } from './images';
import { svgBadge } from './logos';
import { DAY_MS } from './schedule';

const LEAGUES = [
  { league: 'Super League', genre: 'football', language: 'fr', teams: ['FC Léman', 'Young Alps', 'FC Rheinhafen', 'Servette Nord', 'FC Lugano Lago', 'Grasshopper Club'] },
  { league: 'National League', genre: 'hockey', language: 'de', teams: ['HC Gotteron', 'EV Bernbär', 'ZSC Löwen', 'HC Davosia', 'Lausanne HC', 'EHC Kloten'] },
  { league: 'Premier League', genre: 'football', language: 'en', teams: ['Harbour United', 'Northbridge City', 'Kingsport FC', 'Riverside Rovers'] },
  { league: 'ATP Tour', genre: 'tennis', language: 'en', teams: ['R. Fedder', 'N. Djokov', 'C. Alcarez', 'J. Sinnerman'] },
] as const;
const KICK_OFF_HOURS = [13, 18, 20] as const;
const EVENT_HOURS = 2;

/** Sports events from 3 days back to 7 days on, two or three a day, on the sports channels. */
export function sportsEvents(nowMs: number, seed: number, channelIds: readonly string[]): SportsEvent[] {
  const today = Math.floor(nowMs / DAY_MS);
  const events: SportsEvent[] = [];
  for (let day = today - 3; day <= today + 7; day += 1) {
    const random = seededRandom(hashString(`${seed}:sports:${day}`));
    for (const hour of KICK_OFF_HOURS.slice(0, 2 + Math.floor(random() * 2))) {
      const { league, genre, language, teams } = pick(random, LEAGUES);
      const home = pick(random, teams);
      const away = pick(random, teams.filter((team) => team !== home));
      const start = day * DAY_MS + hour * 3_600_000;
      events.push({
        eventId: `ev-${day}-${hour}`,
        channelId: pick(random, channelIds),
        genre,
        startDate: Temporal.Instant.fromEpochMilliseconds(start),
        stopDate: Temporal.Instant.fromEpochMilliseconds(start + EVENT_HOURS * 3_600_000),
        exactStart: Temporal.Instant.fromEpochMilliseconds(start + 5 * 60_000),
        title: `${home} – ${away}`,
        background: imageUrl('landscape', league, 4),
        image: imageUrl('landscape', `${home} – ${away}`, 4),
        teamLogos: [svgBadge(home, 64, 64, 'circle'), svgBadge(away, 64, 64, 'circle')],
        genreLogo: svgBadge(genre, 48, 48, 'circle'),
        league,
        leagueLogo: svgBadge(league, 64, 64),
        language,
      });
    }
  }
  return events;
}
