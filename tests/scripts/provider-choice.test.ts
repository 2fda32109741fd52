import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NO_PROVIDER_MESSAGE, readProviderChoice, TWO_PROVIDERS_MESSAGE } from '../../scripts/build/provider-choice';

describe('the provider a production build is made for', () => {
  it.each([
    [{ VITE_DEMO: 'true' }, { kind: 'demo' }],
    [{ VITE_API_BASE_URL: 'https://api.provider.example/' }, { kind: 'http', baseUrl: 'https://api.provider.example' }],
    [{ VITE_API_BASE_URL: '/' }, { kind: 'http', baseUrl: '' }],
    [{ VITE_DEMO: 'false', VITE_API_BASE_URL: 'https://api.provider.example' }, { kind: 'http', baseUrl: 'https://api.provider.example' }],
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
    it('should stop with the message before building anything', () => {
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
      const run = spawnSync('npx', ['vite', 'build', '--outDir', '/nonexistent/never-built'], { env, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain(NO_PROVIDER_MESSAGE);
    });
  });
});
