import { defineTexts } from '../define-texts';

/** VOD available where the user is (vod/locations/shows/ and vod/locations/seasons/), and a season's own details. */
export const vodHereTexts = defineTexts({
  fr: {
    vod_here: 'Disponible ici',
    vod_here_titles: 'Titres disponibles ici',
    vod_here_seasons: 'Saisons disponibles ici',
    vod_here_loading: 'Recherche de ce qui est disponible ici…',
    vod_here_error: 'Impossible de savoir ce qui est disponible ici.',
    vod_here_no_titles: 'Aucun titre n’est disponible là où vous êtes.',
    vod_here_no_seasons: 'Aucune saison n’est disponible là où vous êtes.',
    vod_season_holds: 'Épisodes dans cette saison : {{count}}',
  },
  de: {
    vod_here: 'Hier verfügbar',
    vod_here_titles: 'Hier verfügbare Titel',
    vod_here_seasons: 'Hier verfügbare Staffeln',
    vod_here_loading: 'Es wird gesucht, was hier verfügbar ist…',
    vod_here_error: 'Was hier verfügbar ist, konnte nicht geladen werden.',
    vod_here_no_titles: 'An Ihrem Standort ist kein Titel verfügbar.',
    vod_here_no_seasons: 'An Ihrem Standort ist keine Staffel verfügbar.',
    vod_season_holds: 'Episoden in dieser Staffel: {{count}}',
  },
  en: {
    vod_here: 'Available here',
    vod_here_titles: 'Titles available here',
    vod_here_seasons: 'Seasons available here',
    vod_here_loading: 'Finding what is available here…',
    vod_here_error: 'What is available here could not be loaded.',
    vod_here_no_titles: 'No title is available where you are.',
    vod_here_no_seasons: 'No season is available where you are.',
    vod_season_holds: 'Episodes in this season: {{count}}',
  },
});
