/**
 * A production build names its provider: the demo (`VITE_DEMO=true`, with its known passwords
 * and fault controls, for trying the app) or a real one (`VITE_API_BASE_URL`, an origin, or `/`
 * for the site's own origin behind `npm run serve`'s proxy). Never both, never neither.
 */
export type ProviderChoice = { readonly kind: 'demo' } | { readonly kind: 'http'; readonly baseUrl: string };

export const NO_PROVIDER_MESSAGE =
  'A production build needs a provider: set VITE_DEMO=true for the demo provider (known passwords and fault controls, never for subscribers) or VITE_API_BASE_URL to the provider\'s origin (or "/" for this site\'s own origin).';
export const TWO_PROVIDERS_MESSAGE = 'Set either VITE_DEMO=true or VITE_API_BASE_URL, not both.';

/** Reads the choice from the build's environment; throws with the message above when it is missing or double. */
export function readProviderChoice(env: Readonly<Record<string, string | undefined>>): ProviderChoice {
  const demo = env.VITE_DEMO?.trim() === 'true';
  const baseUrl = env.VITE_API_BASE_URL?.trim() ?? '';
  if (demo && baseUrl !== '') throw new Error(TWO_PROVIDERS_MESSAGE);
  if (demo) return { kind: 'demo' };
  if (baseUrl === '') throw new Error(NO_PROVIDER_MESSAGE);
  if (baseUrl !== '/' && !/^https?:\/\/\S+$/.test(baseUrl))
    throw new Error(`VITE_API_BASE_URL must be the provider's address (https://…) or "/", not ${baseUrl}.`);
  return { kind: 'http', baseUrl: baseUrl.replace(/\/+$/, '') };
}
