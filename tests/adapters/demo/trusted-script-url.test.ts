import { describe, expect, it } from 'vitest';
import { allowDemoScript, allowDemoScriptsByDefault, DEMO_POLICY_NAME, demoScriptUrl } from '../../../src/adapters/demo/trusted-script-url';

describe('the demo scripts under Trusted Types', () => {
  it.each(['/demo-worker.js', '/mockServiceWorker.js'])('should let %s through the policy unchanged', (url) => {
    expect(allowDemoScript(url)).toBe(url);
  });

  it.each(['https://evil.example/demo-worker.js', '/demo-worker.js?x', 'data:text/javascript,alert(1)', '//evil.example/x.js'])('should refuse %s', (url) => {
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
    expect(demoScriptUrl('/mockServiceWorker.js', { trustedTypes })).toEqual({ trusted: '/mockServiceWorker.js' });
    expect(created).toEqual([DEMO_POLICY_NAME]);
  });

  it('should hand out the plain path where the browser has no Trusted Types', () => {
    expect(demoScriptUrl('/demo-worker.js', {})).toBe('/demo-worker.js');
  });
});

describe('the page default policy of the demo', () => {
  it('should let only the demo scripts through string assignments, with no rule for HTML or scripts', () => {
    const created: { name: string; rules: object }[] = [];
    allowDemoScriptsByDefault({ trustedTypes: { createPolicy: (name, rules) => (created.push({ name, rules }), { createScriptURL: () => '' }) } });
    expect(created.map(({ name }) => name)).toEqual(['default']);
    expect(Object.keys(created[0]?.rules ?? {})).toEqual(['createScriptURL']);
  });
});
