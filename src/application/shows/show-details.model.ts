import type { Temporal } from '../../domain/time';
import type { Credits, Show } from '../../domain/shows/show';
import type { Serie, ShowDetails } from '../../ports/shows.port';

/** A text of the view: its key and values, said in the user's language by the layouts' shared hook. */
export interface TextOf {
  readonly key: string;
  readonly params?: Readonly<Record<string, number | string>>;
}

/** A detail's value: as it is (a name, a year), a text, or a show's start and stop times. */
export type DetailValue =
  | { readonly kind: 'plain'; readonly text: string }
  | ({ readonly kind: 'text' } & TextOf)
  | { readonly kind: 'times'; readonly start: Temporal.Instant; readonly stop: Temporal.Instant };

/** One line of an overlay's details: its label's key and its value. */
export interface DetailRow {
  readonly labelKey: string;
  readonly value: DetailValue;
}

const plain = (labelKey: string, text: string | number): DetailRow => ({
  labelKey,
  value: { kind: 'plain', text: String(text) },
});

/** What stands under a show's title: its subtitle, then its season and episode (those it has); null for none. */
export function showSubtitle(
  show: Pick<Show, 'subTitle' | 'serieSeason' | 'serieEpNum'>,
): { readonly text: string; readonly parts: readonly TextOf[] } | null {
  const parts: TextOf[] = [];
  if (show.serieSeason) parts.push({ key: 'overlay_season', params: { number: show.serieSeason } });
  if (show.serieEpNum) parts.push({ key: 'overlay_episode', params: { number: show.serieEpNum } });
  return show.subTitle || parts.length > 0 ? { text: show.subTitle, parts } : null;
}

/** A show's description: the long one, else the short one; null for none. */
export const showDescription = (show: Pick<ShowDetails, 'description' | 'shortDescription'>): string | null =>
  show.description || show.shortDescription || null;

/**
 * A show's details, those it has: its channel (when known), its times, year, country and rating
 * (0 is one), and always the age it is for (0: all ages).
 */
export function showDetailRows(
  show: Pick<ShowDetails, 'startDate' | 'stopDate' | 'year' | 'country' | 'rating' | 'age'>,
  channelName: string | null,
): DetailRow[] {
  const rows: DetailRow[] = [];
  if (channelName) rows.push(plain('overlay_channel', channelName));
  rows.push({ labelKey: 'overlay_when', value: { kind: 'times', start: show.startDate, stop: show.stopDate } });
  if (show.year) rows.push(plain('overlay_year', show.year));
  if (show.country) rows.push(plain('overlay_country', show.country));
  if (show.rating !== undefined)
    rows.push({
      labelKey: 'overlay_rating',
      value: { kind: 'text', key: 'overlay_rating_value', params: { value: show.rating } },
    });
  rows.push({
    labelKey: 'overlay_age',
    value:
      show.age > 0
        ? { kind: 'text', key: 'overlay_age_value', params: { age: show.age } }
        : { kind: 'text', key: 'overlay_all_ages' },
  });
  return rows;
}

/** A series' details, those it has: its year and country. */
export function serieDetailRows(serie: Pick<Serie, 'year' | 'country'>): DetailRow[] {
  return [
    ...(serie.year ? [plain('overlay_year', serie.year)] : []),
    ...(serie.country ? [plain('overlay_country', serie.country)] : []),
  ];
}

/** An episode in a series' list: its number (when it has one), and its subtitle, else its title. */
export function episodeName(episode: Pick<Show, 'serieEpNum' | 'subTitle' | 'title'>): {
  readonly number: TextOf | null;
  readonly title: string;
} {
  return {
    number: episode.serieEpNum ? { key: 'overlay_episode', params: { number: episode.serieEpNum } } : null,
    title: episode.subTitle || episode.title,
  };
}

/** The credits' roles, in the order the overlays list them. */
export const CREDIT_ROLES = ['actor', 'director', 'presenter', 'author', 'company'] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

/** The credits of one role: people open their overlay, companies are plain names. */
export interface CreditGroup {
  readonly role: CreditRole;
  readonly labelKey: string;
  readonly names: readonly string[];
  readonly people: boolean;
}

/** The roles a show or series has credits for, in order. */
export function creditGroups(credits: Credits): CreditGroup[] {
  return CREDIT_ROLES.filter((role) => credits[role].length > 0).map((role) => ({
    role,
    labelKey: `credit_${role}`,
    names: credits[role],
    people: role !== 'company',
  }));
}
