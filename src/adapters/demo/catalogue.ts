import { hashString, pick, seededRandom } from './random';

/** The wire shape of a channel (what channels/ answers). */
export interface DemoChannel {
  id: string;
  name: string;
  language: string;
  number: number;
  live_url: string;
  replay_url: string;
  archive_url: string;
  playable: boolean;
  startoverable: boolean;
  recordable: boolean;
  castable: boolean;
  encrypted: boolean;
  pad_in: number;
  pad_out: number;
  replayable_hours: number;
  is_accurate: boolean;
  image: { dark: string; light: string };
  /** Which committed clip the channel's stream loops (not sent to the app). */
  clip: string;
}

/** The wire shape of a show (what the EPG calls answer). */
export interface DemoShow {
  id: string;
  channel_id: string;
  category_id: number;
  start_date: string;
  stop_date: string;
  title: string;
  sub_title: string;
  serie_id: string;
  age: number;
}

const CHANNEL_NAMES = [
  ['Alpha Une', 'fr'], ['Berg TV', 'de'], ['Coast One', 'en'], ['Delta Info', 'fr'], ['Edelweiss', 'de'], ['Fable Kids', 'en'],
  ['Gala Cinéma', 'fr'], ['Horizont', 'de'], ['Island Sport', 'en'], ['Jura Nature', 'fr'], ['Kanal Klassik', 'de'], ['Lumen Docs', 'en'],
] as const;
const CLIPS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
const TITLES: Record<number, readonly string[]> = {
  1: ['Le Journal', 'Tagesschau Kompakt', 'Evening News'],
  2: ['Ciné Club', 'Der Filmabend', 'Midnight Movie'],
  3: ['Détectives', 'Die Ermittler', 'Harbour Street'],
  4: ['Grand Match', 'Sport Aktuell', 'Match Day'],
  5: ['Planète Sauvage', 'Unsere Alpen', 'Ocean Life'],
  6: ['Les Petits Génies', 'Kinderzeit', 'Cartoon Hour'],
};
const SLOT_MINUTES = [30, 45, 60, 90, 120] as const;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A logo drawn as an SVG data address: initials on a colour of the channel's own. */
function logo(name: string): string {
  const hue = hashString(name) % 360;
  const initials = name.split(' ').map((word) => word[0]).join('').slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="54"><rect width="96" height="54" rx="8" fill="hsl(${hue} 55% 35%)"/><text x="48" y="35" font-family="sans-serif" font-size="22" fill="white" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The lineup, the same for every seed-less start: numbered from 1 in list order. */
export function demoChannels(): DemoChannel[] {
  return CHANNEL_NAMES.map(([name, language], index) => {
    const id = `ch${index + 1}`;
    const clip = CLIPS[index % CLIPS.length] as string;
    return {
      id, name, language, number: index + 1,
      live_url: '', replay_url: '', archive_url: '',
      playable: true, startoverable: index % 4 !== 3, recordable: index % 5 !== 4, castable: true, encrypted: false,
      pad_in: 2, pad_out: 5, replayable_hours: index % 6 === 5 ? 24 : 168, is_accurate: false,
      image: { dark: logo(name), light: logo(name) }, clip,
    };
  });
}

/** One channel's programmes of one UTC day: back to back from midnight to midnight, seeded by both. */
export function daySchedule(channel: DemoChannel, dayStartMs: number, seed: number): DemoShow[] {
  const random = seededRandom(hashString(`${seed}:${channel.id}:${dayStartMs}`));
  const shows: DemoShow[] = [];
  for (let start = dayStartMs; start < dayStartMs + DAY_MS; ) {
    const stop = Math.min(dayStartMs + DAY_MS, start + pick(random, SLOT_MINUTES) * MINUTE_MS);
    const category = 1 + Math.floor(random() * 6);
    shows.push({
      id: `${channel.id}-${start / MINUTE_MS}`,
      channel_id: channel.id,
      category_id: category,
      start_date: new Date(start).toISOString(),
      stop_date: new Date(stop).toISOString(),
      title: pick(random, TITLES[category] ?? ['']),
      sub_title: '',
      serie_id: '',
      age: pick(random, [0, 0, 0, 10, 12, 16, 18]),
    });
    start = stop;
  }
  return shows;
}

/** The show on air at `nowMs` and the one after it. */
export function liveShows(channel: DemoChannel, nowMs: number, seed: number): DemoShow[] {
  const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const shows = [...daySchedule(channel, dayStart, seed), ...daySchedule(channel, dayStart + DAY_MS, seed)];
  const index = shows.findIndex((show) => Date.parse(show.stop_date) > nowMs);
  return shows.slice(index, index + 2);
}
