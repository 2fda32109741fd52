import { defineTexts } from '../define-texts';

/** The provider's own pages opened signed in (issue 38: auth/fork/): the customer account and the online help. */
export const providerPagesTexts = defineTexts({
  fr: {
    provider_page_account: 'Mon espace client',
    provider_page_help: 'Aide en ligne',
    provider_page_new_tab: 'Nouvel onglet, déjà connecté',
  },
  de: {
    provider_page_account: 'Mein Kundenkonto',
    provider_page_help: 'Online-Hilfe',
    provider_page_new_tab: 'Neuer Tab, bereits angemeldet',
  },
  en: {
    provider_page_account: 'My customer account',
    provider_page_help: 'Online help',
    provider_page_new_tab: 'New tab, already signed in',
  },
});
