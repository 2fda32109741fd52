import {
  creditGroups,
  episodeName,
  serieDetailRows,
  showDescription,
  showDetailRows,
  showSubtitle,
  type CreditGroup,
  type DetailRow,
  type DetailValue,
  type TextOf,
} from '../../../application/shows/show-details.model';
import type { Credits, Show } from '../../../domain/shows/show';
import type { Serie, ShowDetails } from '../../../ports/shows.port';
import { useShowTime } from '../components/card';
import { useTranslation } from '../i18n/use-translation';

/** One line of an overlay's details, said: its label and its value. */
export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

/** The credits of one role, with the role said. */
export interface CreditLine extends CreditGroup {
  readonly label: string;
}

/** Says the overlays' view model in the user's language. */
function useSay() {
  const { t } = useTranslation();
  const time = useShowTime();
  const text = (of: TextOf) => t(of.key, of.params);
  const value = (of: DetailValue) =>
    of.kind === 'plain' ? of.text : of.kind === 'text' ? text(of) : `${time(of.start)} – ${time(of.stop)}`;
  const lines = (rows: readonly DetailRow[]): DetailLine[] =>
    rows.map((row) => ({ label: t(row.labelKey), value: value(row.value) }));
  return { text, lines };
}

/** What the show overlay says of a show, in both layouts: under its title, its description, its details. */
export function useShowView(
  show: ShowDetails,
  channelName: string | null,
): { readonly subtitle: string | null; readonly description: string | null; readonly details: DetailLine[] } {
  const { text, lines } = useSay();
  const subtitle = showSubtitle(show);
  return {
    subtitle: subtitle && [subtitle.text, subtitle.parts.map(text).join(' · ')].filter(Boolean).join(' — '),
    description: showDescription(show),
    details: lines(showDetailRows(show, channelName)),
  };
}

/** What the series overlay says: a series' details, and an episode's name in its list. */
export function useSerieView(serie: Pick<Serie, 'year' | 'country'>): {
  readonly details: DetailLine[];
  readonly episodeLabel: (episode: Pick<Show, 'serieEpNum' | 'subTitle' | 'title'>) => string;
} {
  const { text, lines } = useSay();
  return {
    details: lines(serieDetailRows(serie)),
    episodeLabel: (episode) => {
      const name = episodeName(episode);
      return name.number ? `${text(name.number)} — ${name.title}` : name.title;
    },
  };
}

/** A show's or series' credits by role, each role said. */
export function useCreditLines(credits: Credits): CreditLine[] {
  const { t } = useTranslation();
  return creditGroups(credits).map((group) => ({ ...group, label: t(group.labelKey) }));
}
