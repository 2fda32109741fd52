import { defineTexts } from '../define-texts';

/** The provider's own pages opened signed in (issue 38: auth/fork/): the customer account and the online help. */
export const providerPagesTexts = defineTexts({
  fr: {
    provider_page_account: 'Mon espace client',
    provider_page_help: 'Aide en ligne',
    provider_page_opening: 'Ouverture…',
    provider_page_new_tab: 'Page de votre fournisseur, ouverte dans un nouvel onglet, déjà connecté.',
  },
  de: {
    provider_page_account: 'Mein Kundenkonto',
    provider_page_help: 'Online-Hilfe',
    provider_page_opening: 'Wird geöffnet…',
    provider_page_new_tab: 'Seite Ihres Anbieters, in einem neuen Tab geöffnet, bereits angemeldet.',
  },
  en: {
    provider_page_account: 'My customer account',
    provider_page_help: 'Online help',
    provider_page_opening: 'Opening…',
    provider_page_new_tab: 'Your provider’s page, opened in a new tab, already signed in.',
  },
});
