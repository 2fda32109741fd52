import type { TokenStore } from '../../ports/token-store.port';

/** A token store that lives as long as the page or test. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
