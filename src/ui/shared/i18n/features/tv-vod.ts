import { defineTexts } from '../define-texts';

/** The TV's VOD screen and its purchase (issue 36). */
export const tvVodTexts = defineTexts({
  fr: {
    tv_vod_code_hint: 'Flèche gauche : revenir au clavier du code.',
  },
  de: {
    tv_vod_code_hint: 'Pfeil links: zurück zur Tastatur für den Code.',
  },
  en: {
    tv_vod_code_hint: 'Left arrow: back to the code keyboard.',
  },
});
