import { defineTexts } from '../define-texts';

/** The TV home's rails and detail overlays: what the remote's keys do there. */
export const tvHomeTexts = defineTexts({
  fr: {
    tv_overlay_back_hint: 'Retour : fermer',
    tv_record_hint: 'Touche rouge : enregistrer',
  },
  de: {
    tv_overlay_back_hint: 'Zurück: schliessen',
    tv_record_hint: 'Rote Taste: aufnehmen',
  },
  en: {
    tv_overlay_back_hint: 'Back: close',
    tv_record_hint: 'Red key: record',
  },
});
