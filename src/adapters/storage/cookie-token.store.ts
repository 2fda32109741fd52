import { SESSION_COOKIE_DAYS } from '../../domain/session';
import type { TokenStore } from '../../ports/token-store.port';

export const TOKEN_COOKIE = 'session_token';
const SECONDS_PER_DAY = 86_400;

/** The session token in a first-party cookie: 365 days, SameSite, Secure where served over https. */
export function createCookieTokenStore(doc: Document = document): TokenStore {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const write = (value: string, maxAge: number) => {
    doc.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  };
  return {
    get() {
      const entry = doc.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
      const value = entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) : '';
      return value === '' ? null : value;
    },
    set: (token) => write(token, SESSION_COOKIE_DAYS * SECONDS_PER_DAY),
    clear: () => write('', 0),
  };
}
