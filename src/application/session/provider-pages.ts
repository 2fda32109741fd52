import { errorKind, ApiError, type ApiErrorKind } from '../../domain/errors';
import {
  PROVIDER_PAGE_BACK_PARAM,
  PROVIDER_PAGE_SERVICES,
  PROVIDER_PAGE_TOKEN_PARAM,
  type ProviderPage,
} from '../../domain/session/provider-pages';

/**
 * Where the provider serves its pages. The specification names no address for them (spec
 * point 7 names the call only), so, as the password reset page, they sit under the provider's
 * base address beside its API: `/api/mobile/pages/account/`, `/api/mobile/pages/help/`.
 */
export const PROVIDER_PAGES_PATH = '/api/mobile/pages/';

/** The address of `page` opened with `token`; its link back leads to `back` (the app, where the user was). */
export function providerPageUrl(providerBase: string, page: ProviderPage, token: string, back: string): string {
  const query = new URLSearchParams({ [PROVIDER_PAGE_TOKEN_PARAM]: token, [PROVIDER_PAGE_BACK_PARAM]: back });
  return `${providerBase.replace(/\/+$/, '')}${PROVIDER_PAGES_PATH}${page}/?${query.toString()}`;
}

export type ProviderPageOpening =
  { readonly kind: 'open'; readonly url: string } | { readonly kind: 'failed'; readonly error: ApiErrorKind };

export interface ProviderPageDeps {
  /** PUT auth/fork/ (SessionApi.fork): a token of the signed-in user for another service. */
  readonly fork: (service: string) => Promise<string>;
  /** The provider's base address, empty for this site's own origin. */
  readonly providerBase: string;
}

/**
 * Opens one of the provider's pages signed in: a token forked for the page's service, then the
 * page's address with it. Never throws: a failure (network, timeout, expired session, a
 * malformed answer) is its kind, for the catalogue's message.
 */
export function createProviderPageOpener({ fork, providerBase }: ProviderPageDeps) {
  return async (page: ProviderPage, back: string): Promise<ProviderPageOpening> => {
    try {
      const token = await fork(PROVIDER_PAGE_SERVICES[page]);
      if (token.trim() === '') throw new ApiError('malformed-response', 'auth/fork', 'empty token');
      return { kind: 'open', url: providerPageUrl(providerBase, page, token, back) };
    } catch (error) {
      return { kind: 'failed', error: errorKind(error) };
    }
  };
}

/** What the buttons of the provider's pages show: the one waiting for its token, the last failure. */
export interface ProviderPagesState {
  readonly busy: ProviderPage | null;
  readonly failure: { readonly page: ProviderPage; readonly error: ApiErrorKind } | null;
}

export const IDLE_PROVIDER_PAGES: ProviderPagesState = { busy: null, failure: null };

/** One page at a time: while a token is asked, another press asks nothing more. */
export const canOpenProviderPage = (state: ProviderPagesState): boolean => state.busy === null;

/** A press: that page waits for its token, an earlier failure is cleared. */
export const providerPageAsked = (page: ProviderPage): ProviderPagesState => ({ busy: page, failure: null });

/** The answer: opened, nothing more to show; failed, its message stays under that page's button. */
export const providerPageAnswered = (page: ProviderPage, opening: ProviderPageOpening): ProviderPagesState =>
  opening.kind === 'open' ? IDLE_PROVIDER_PAGES : { busy: null, failure: { page, error: opening.error } };
