import { defineTexts } from '../define-texts';

/** The TV search screen and its on-screen keyboard (issue 36). */
export const tvSearchTexts = defineTexts({
  fr: {
    tv_keyboard_label: 'Clavier',
    tv_keyboard_space: 'Espace',
    tv_keyboard_delete: 'Suppr : effacer le dernier caractère',
    tv_keyboard_delete_short: 'Suppr',
    tv_keyboard_clear: 'Vider : tout effacer',
    tv_keyboard_clear_short: 'Vider',
    tv_keyboard_accents: 'àé : lettres accentuées',
    tv_keyboard_plain: 'abc : lettres sans accent',
    tv_search_query: 'Texte recherché',
    tv_search_hint:
      'Flèches et OK : saisir. Flèche droite depuis la dernière colonne des lettres : les résultats. Retour : le menu.',
    tv_search_results_back_hint: 'Retour : revenir au clavier',
  },
  de: {
    tv_keyboard_label: 'Tastatur',
    tv_keyboard_space: 'Leerzeichen',
    tv_keyboard_delete: 'Entf: letztes Zeichen löschen',
    tv_keyboard_delete_short: 'Entf',
    tv_keyboard_clear: 'Leeren: alles löschen',
    tv_keyboard_clear_short: 'Leeren',
    tv_keyboard_accents: 'àé: Buchstaben mit Akzent',
    tv_keyboard_plain: 'abc: Buchstaben ohne Akzent',
    tv_search_query: 'Suchbegriff',
    tv_search_hint:
      'Pfeile und OK: eingeben. Pfeil rechts aus der letzten Spalte der Buchstaben: die Ergebnisse. Zurück: das Menü.',
    tv_search_results_back_hint: 'Zurück: zur Tastatur',
  },
  en: {
    tv_keyboard_label: 'Keyboard',
    tv_keyboard_space: 'Space',
    tv_keyboard_delete: 'Del: delete the last character',
    tv_keyboard_delete_short: 'Del',
    tv_keyboard_clear: 'Clear: delete everything',
    tv_keyboard_clear_short: 'Clear',
    tv_keyboard_accents: 'àé: accented letters',
    tv_keyboard_plain: 'abc: letters without accents',
    tv_search_query: 'Search text',
    tv_search_hint: 'Arrows and OK: type. Right from the last column of the letters: the results. Back: the menu.',
    tv_search_results_back_hint: 'Back: return to the keyboard',
  },
});
