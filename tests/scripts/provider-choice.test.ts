import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { NO_PROVIDER_MESSAGE, readProviderChoice, TWO_PROVIDERS_MESSAGE } from '../../scripts/build/provider-choice';

describe('the provider a production build is made for', () => {
  it.each([
    [{ VITE_DEMO: 'true' }, { kind: 'demo' }],
    [{ VITE_API_BASE_URL: 'https://api.provider.example/' }, { kind: 'http', baseUrl: 'https://api.provider.example' }],
    [{ VITE_API_BASE_URL: '/' }, { kind: 'http', baseUrl: '' }],
    [
      { VITE_DEMO: 'false', VITE_API_BASE_URL: 'https://api.provider.example' },
      { kind: 'http', baseUrl: 'https://api.provider.example' },
    ],
  ])('should read %j as %j', (env, choice) => {
    expect(readProviderChoice(env)).toEqual(choice);
  });

  it.each([
    [{}, NO_PROVIDER_MESSAGE],
    [{ VITE_DEMO: 'false' }, NO_PROVIDER_MESSAGE],
    [{ VITE_API_BASE_URL: '  ' }, NO_PROVIDER_MESSAGE],
    [{ VITE_DEMO: 'true', VITE_API_BASE_URL: 'https://api.provider.example' }, TWO_PROVIDERS_MESSAGE],
    [{ VITE_API_BASE_URL: 'api.provider.example' }, 'must be the provider'],
  ])('should refuse %j', (env, message) => {
    expect(() => readProviderChoice(env)).toThrow(message);
  });

  describe('when vite builds with no choice', () => {
    it('should stop with the message before building anything', async () => {
      const before = { demo: process.env.VITE_DEMO, base: process.env.VITE_API_BASE_URL };
      delete process.env.VITE_DEMO;
      delete process.env.VITE_API_BASE_URL;
      try {
        await expect(
          build({
            mode: 'production',
            logLevel: 'silent',
            build: { outDir: '/nonexistent/never-built', write: false },
          }),
        ).rejects.toThrow(NO_PROVIDER_MESSAGE);
      } finally {
        if (before.demo !== undefined) process.env.VITE_DEMO = before.demo;
        if (before.base !== undefined) process.env.VITE_API_BASE_URL = before.base;
      }
    }, 60_000);
  });
});
