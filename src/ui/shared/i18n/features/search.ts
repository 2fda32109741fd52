import { defineTexts } from '../define-texts';

/** Texts of the search field (every web screen) and of the search screen. */
export const searchTexts = defineTexts({
  fr: {
    search_label: 'Rechercher une émission, une série ou une chaîne',
    search_placeholder: 'Rechercher…',
    search_tabs: 'Types de résultats',
    search_tab_all: 'Tout ({{count}})',
    search_tab_live: 'En direct et à venir ({{count}})',
    search_tab_replay: 'Replay ({{count}})',
    search_empty: 'Saisissez le titre d’une émission, d’une série ou le nom d’une chaîne.',
    search_searching: 'Recherche en cours…',
    search_none: 'Aucun résultat pour « {{query}} ».',
    search_results: 'Résultats pour « {{query}} » : {{count}}',
    search_more: 'Résultats non affichés : {{count}}. Précisez votre recherche.',
    search_remote_failed: 'La recherche du fournisseur n’a pas abouti, seuls les programmes du guide sont affichés.',
  },
  de: {
    search_label: 'Sendung, Serie oder Sender suchen',
    search_placeholder: 'Suchen…',
    search_tabs: 'Ergebnisarten',
    search_tab_all: 'Alle ({{count}})',
    search_tab_live: 'Live und demnächst ({{count}})',
    search_tab_replay: 'Replay ({{count}})',
    search_empty: 'Geben Sie den Titel einer Sendung oder Serie oder den Namen eines Senders ein.',
    search_searching: 'Suche läuft…',
    search_none: 'Keine Ergebnisse für «{{query}}».',
    search_results: 'Ergebnisse für «{{query}}»: {{count}}',
    search_more: 'Nicht angezeigte Ergebnisse: {{count}}. Verfeinern Sie Ihre Suche.',
    search_remote_failed:
      'Die Suche des Anbieters ist fehlgeschlagen, nur die Sendungen des Programmführers werden angezeigt.',
  },
  en: {
    search_label: 'Search for a show, a series or a channel',
    search_placeholder: 'Search…',
    search_tabs: 'Kinds of results',
    search_tab_all: 'All ({{count}})',
    search_tab_live: 'Live and upcoming ({{count}})',
    search_tab_replay: 'Replay ({{count}})',
    search_empty: 'Type the title of a show or a series, or the name of a channel.',
    search_searching: 'Searching…',
    search_none: 'No results for “{{query}}”.',
    search_results: 'Results for “{{query}}”: {{count}}',
    search_more: 'Results not shown: {{count}}. Refine your search.',
    search_remote_failed: 'The provider’s search failed; only the guide’s shows are listed.',
  },
});
