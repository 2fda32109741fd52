import { SESSION_COOKIE_DAYS } from '../../domain/session/session';
import type { TokenStore } from '../../ports/token-store.port';

/** The session cookie: `__Host-` (Secure, no Domain, Path=/) wherever the page is not plain http. */
export const TOKEN_COOKIE = '__Host-session_token';
/**
 * Over plain http (http://localhost in development and tests, a TV of the local network at
 * http://<machine>:8080) browsers refuse Secure and `__Host-` cookies: the unprefixed name, not Secure.
 */
export const PLAIN_HTTP_TOKEN_COOKIE = 'session_token';
const SECONDS_PER_DAY = 86_400;

/** A page served over plain http, whatever its host: no `__Host-` or Secure cookie is kept there. */
function isPlainHttp(location: Pick<Location, 'protocol'> | null | undefined): boolean {
  return location?.protocol === 'http:';
}

/** The value of one cookie, or null when it is absent or not decodable (a malformed value never throws). */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(`${name}=`)) continue;
    try {
      const value = decodeURIComponent(entry.slice(name.length + 1));
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The session token in a first-party cookie (spec point 9: 365 days): `__Host-` prefixed, always
 * Secure and SameSite=Strict on a secure origin (https, and so behind TLS in front of `npm run
 * serve`). Over plain http it has no prefix and no Secure, the form browsers accept there; it then
 * reads either name (a loopback page may show a `__Host-` cookie) and clears both. On https the
 * unprefixed name is never read: a subdomain could have planted it. It is set by script because
 * the provider hands the token to the app, not to the browser.
 */
export function createCookieTokenStore(doc: Document = document): TokenStore {
  const plain = isPlainHttp(doc.location);
  const write = (name: string, value: string, maxAge: number) => {
    doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${name === TOKEN_COOKIE ? '; Secure' : ''}`;
  };
  const name = plain ? PLAIN_HTTP_TOKEN_COOKIE : TOKEN_COOKIE;
  return {
    get: () => readCookie(doc.cookie, name) ?? (plain ? readCookie(doc.cookie, TOKEN_COOKIE) : null),
    set: (token) => write(name, token, SESSION_COOKIE_DAYS * SECONDS_PER_DAY),
    clear: () => {
      write(name, '', 0);
      if (plain) write(TOKEN_COOKIE, '', 0);
    },
  };
}
