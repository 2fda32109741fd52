import { describe, expect, it } from 'vitest';
import { allowDemoScript, DEMO_POLICY_NAME, demoScriptUrl } from '../../../src/adapters/demo/trusted-script-url';

describe('the demo scripts under Trusted Types', () => {
  it('should let the demo worker through the policy unchanged', () => {
    expect(allowDemoScript('/demo-worker.js')).toBe('/demo-worker.js');
  });

  it.each([
    '/mockServiceWorker.js',
    'https://evil.example/demo-worker.js',
    '/demo-worker.js?x',
    'data:text/javascript,alert(1)',
    '//evil.example/x.js',
  ])('should refuse %s', (url) => {
    expect(() => allowDemoScript(url)).toThrow('not a demo script');
  });

  it('should create the named policy once and hand out its TrustedScriptURL', () => {
    const created: string[] = [];
    const trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
        created.push(name);
        return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
      },
    };
    expect(demoScriptUrl('/demo-worker.js', { trustedTypes })).toEqual({ trusted: '/demo-worker.js' });
    expect(demoScriptUrl('/demo-worker.js', { trustedTypes })).toEqual({ trusted: '/demo-worker.js' });
    expect(created).toEqual([DEMO_POLICY_NAME]);
  });

  it('should hand out the plain path where the browser has no Trusted Types', () => {
    expect(demoScriptUrl('/demo-worker.js', {})).toBe('/demo-worker.js');
  });
});
