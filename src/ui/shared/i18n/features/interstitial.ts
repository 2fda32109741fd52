import { defineTexts } from '../define-texts';

/** The provider's message before the app (GET /interstitiel): its buttons; the message brings its own texts. */
export const interstitialTexts = defineTexts({
  fr: {
    interstitial_close: 'Fermer',
    interstitial_more: 'En savoir plus',
    interstitial_new_tab: '(nouvel onglet)',
  },
  de: {
    interstitial_close: 'Schließen',
    interstitial_more: 'Mehr erfahren',
    interstitial_new_tab: '(neuer Tab)',
  },
  en: {
    interstitial_close: 'Close',
    interstitial_more: 'Learn more',
    interstitial_new_tab: '(new tab)',
  },
});
