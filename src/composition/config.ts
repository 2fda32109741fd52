import type { Variant } from '../domain/access';

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

/** Reads the build's environment: `VITE_API_BASE_URL` selects a real provider, else the demo. */
export function readConfig(variant: Variant, env: Record<string, string | boolean | undefined>): AppConfig {
  const baseUrl = typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL.trim().replace(/\/+$/, '') : '';
  return {
    variant,
    provider: baseUrl === '' ? { kind: 'demo' } : { kind: 'http', baseUrl },
    appName: `${APP_NAME}-${variant}`,
    version: APP_VERSION,
  };
}
