/**
 * The provider's own pages the app opens already signed in (issue 38: PUT auth/fork/): the
 * customer's account and the online help. Each is a service of the provider, named to
 * auth/fork/, which answers a token of the same user for that service alone.
 */
export const PROVIDER_PAGES = ['account', 'help'] as const;
export type ProviderPage = (typeof PROVIDER_PAGES)[number];

/** The service each page is forked for (the name the provider knows it by). */
export const PROVIDER_PAGE_SERVICES: Readonly<Record<ProviderPage, string>> = {
  account: 'account',
  help: 'help',
};

/** The query parameters of a provider page's address: the forked token, and where its link back leads. */
export const PROVIDER_PAGE_TOKEN_PARAM = 'token';
export const PROVIDER_PAGE_BACK_PARAM = 'back';
