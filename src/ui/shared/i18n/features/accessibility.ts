import { defineTexts } from '../define-texts';

/** Texts for assistive technologies (issue 16): the skip link, announcements, the TV player's tracks. */
export const accessibilityTexts = defineTexts({
  fr: {
    skip_to_content: 'Aller au contenu',
    tv_playing: 'Vous regardez {{name}}',
    tv_subtitles: 'Sous-titres : {{languages}}',
    tv_subtitles_none: 'Pas de sous-titres',
    tv_audio_description: 'Audiodescription disponible',
    tv_audio_description_none: 'Pas d’audiodescription',
  },
  de: {
    skip_to_content: 'Zum Inhalt springen',
    tv_playing: 'Sie sehen {{name}}',
    tv_subtitles: 'Untertitel: {{languages}}',
    tv_subtitles_none: 'Keine Untertitel',
    tv_audio_description: 'Audiodeskription verfügbar',
    tv_audio_description_none: 'Keine Audiodeskription',
  },
  en: {
    skip_to_content: 'Skip to content',
    tv_playing: 'Now watching {{name}}',
    tv_subtitles: 'Subtitles: {{languages}}',
    tv_subtitles_none: 'No subtitles',
    tv_audio_description: 'Audio description available',
    tv_audio_description_none: 'No audio description',
  },
});
