/** Keeps the provider's session token between visits (a cookie in browsers). */
export interface TokenStore {
  /** The stored token, or null when signed out. */
  get(): string | null;
  /** Stores the token for the session's lifetime. */
  set(token: string): void;
  /** Forgets the token. */
  clear(): void;
}

export const TOKEN_STORE = Symbol.for('TokenStore');
