/**
 * The served Content-Security-Policy requires Trusted Types for scripts (server/nginx.conf.template):
 * registering the demo's service worker needs a TrustedScriptURL. The demo's policy,
 * `zapline-demo`, trusts exactly the demo's own script path and nothing else.
 */
export const DEMO_POLICY_NAME = 'zapline-demo';
export const DEMO_SCRIPT_URLS = ['/demo-worker.js'] as const;
export type DemoScriptUrl = (typeof DEMO_SCRIPT_URLS)[number];

/** The part of the Trusted Types API used here (the DOM library has no types for it yet). */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | undefined;

/** The rule of the policy: a demo script path passes unchanged, anything else throws. */
export function allowDemoScript(url: string): string {
  if (!(DEMO_SCRIPT_URLS as readonly string[]).includes(url)) throw new TypeError(`${url} is not a demo script`);
  return url;
}

/**
 * A demo script's URL as the browser's sinks want it: a TrustedScriptURL where Trusted Types
 * exist (typed as a string, which the sinks also accept), the plain path elsewhere.
 */
export function demoScriptUrl(
  url: DemoScriptUrl,
  scope: { trustedTypes?: TrustedTypesFactory } = globalThis as never,
): string {
  if (scope.trustedTypes === undefined) return url;
  policy ??= scope.trustedTypes.createPolicy(DEMO_POLICY_NAME, { createScriptURL: allowDemoScript });
  return policy.createScriptURL(url) as string;
}
