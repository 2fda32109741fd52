import type { Variant } from '../domain/session/access';

/** Which provider the app talks to: the built-in demo, or a real one at a base URL. */
export type ProviderConfig = { readonly kind: 'demo' } | { readonly kind: 'http'; readonly baseUrl: string };

export interface AppConfig {
  readonly variant: Variant;
  readonly provider: ProviderConfig;
  readonly appName: string;
  readonly version: string;
}

export const APP_NAME = 'zapline';
export const APP_VERSION = '0.1.0';

/**
 * Reads the build's environment: `VITE_DEMO=true` selects the demo provider, else
 * `VITE_API_BASE_URL` the real one (`/` for this site's own origin). The build refuses to run
 * with neither (vite.config.ts), so a missing choice here is a broken build, never the demo.
 */
export function readConfig(variant: Variant, env: Record<string, string | boolean | undefined>): AppConfig {
  return {
    variant,
    provider: readProvider(env),
    appName: `${APP_NAME}-${variant}`,
    version: APP_VERSION,
  };
}

function readProvider(env: Record<string, string | boolean | undefined>): ProviderConfig {
  if (env.VITE_DEMO === 'true' || env.VITE_DEMO === true) return { kind: 'demo' };
  const baseUrl = typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL.trim() : '';
  if (baseUrl === '') throw new Error('No provider configured: build with VITE_DEMO=true or VITE_API_BASE_URL.');
  return { kind: 'http', baseUrl: baseUrl.replace(/\/+$/, '') };
}
