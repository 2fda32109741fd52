import { describe, expect, it } from 'vitest';
import {
  IDLE_PROVIDER_PAGES,
  PROVIDER_PAGES_PATH,
  canOpenProviderPage,
  createProviderPageOpener,
  providerPageAnswered,
  providerPageAsked,
  providerPageUrl,
} from '../../../src/application/session/provider-pages';
import { ApiError, type ApiErrorKind } from '../../../src/domain/errors';
import { PROVIDER_PAGES, PROVIDER_PAGE_SERVICES } from '../../../src/domain/session/provider-pages';

const BACK = 'https://app.example/tv/settings';

describe("the provider's pages opened signed in (issue 38, PUT auth/fork/)", () => {
  it('should name a service for each page, the account and the online help', () => {
    expect(PROVIDER_PAGES).toEqual(['account', 'help']);
    expect(new Set(PROVIDER_PAGES.map((page) => PROVIDER_PAGE_SERVICES[page])).size).toBe(2);
  });

  describe('the address of a page', () => {
    it("should sit under the provider's base address, with the token and the way back encoded", () => {
      expect(providerPageUrl('https://api.provider.example/', 'account', 'a+b/c', BACK)).toBe(
        'https://api.provider.example/api/mobile/pages/account/?token=a%2Bb%2Fc&back=https%3A%2F%2Fapp.example%2Ftv%2Fsettings',
      );
    });

    it("should stay on the site's own origin when the provider is the site itself", () => {
      expect(providerPageUrl('', 'help', 't1', '/')).toBe(`${PROVIDER_PAGES_PATH}help/?token=t1&back=%2F`);
    });
  });

  describe('when opening a page', () => {
    it("should fork a token for the page's service and open the page with it", async () => {
      const asked: string[] = [];
      const open = createProviderPageOpener({
        fork: async (service) => (asked.push(service), `token-for-${service}`),
        providerBase: 'https://api.provider.example',
      });
      expect(await open('help', BACK)).toEqual({
        kind: 'open',
        url: providerPageUrl('https://api.provider.example', 'help', `token-for-${PROVIDER_PAGE_SERVICES.help}`, BACK),
      });
      expect(asked).toEqual([PROVIDER_PAGE_SERVICES.help]);
    });

    it.each<[string, unknown, ApiErrorKind]>([
      ['a network failure or a timeout', new ApiError('network', 'auth/fork'), 'network'],
      ['an expired session (401)', new ApiError('session-expired', 'auth/fork'), 'session-expired'],
      ['a refusal (403)', new ApiError('generic', 'auth/fork', '403'), 'generic'],
      ['a malformed answer', new ApiError('malformed-response', 'auth/fork'), 'malformed-response'],
      ['anything else thrown', new Error('boom'), 'generic'],
    ])('should fail with its kind, opening nothing, on %s', async (_name, error, kind) => {
      const open = createProviderPageOpener({ fork: () => Promise.reject(error), providerBase: '' });
      expect(await open('account', BACK)).toEqual({ kind: 'failed', error: kind });
    });

    it('should fail as a malformed answer when the token is blank', async () => {
      const open = createProviderPageOpener({ fork: async () => '  ', providerBase: '' });
      expect(await open('account', BACK)).toEqual({ kind: 'failed', error: 'malformed-response' });
    });
  });

  describe('what the buttons show', () => {
    it('should let a page be asked only while no token is awaited', () => {
      expect(canOpenProviderPage(IDLE_PROVIDER_PAGES)).toBe(true);
      expect(canOpenProviderPage(providerPageAsked('account'))).toBe(false);
    });

    it('should show the page waiting, and clear an earlier failure, when it is asked', () => {
      expect(providerPageAsked('help')).toEqual({ busy: 'help', failure: null });
    });

    it('should keep the failure under the button of its page, and show nothing once the page opened', () => {
      expect(providerPageAnswered('account', { kind: 'failed', error: 'network' })).toEqual({
        busy: null,
        failure: { page: 'account', error: 'network' },
      });
      expect(providerPageAnswered('account', { kind: 'open', url: '/x' })).toEqual(IDLE_PROVIDER_PAGES);
    });
  });
});
