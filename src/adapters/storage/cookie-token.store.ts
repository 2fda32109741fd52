import { SESSION_COOKIE_DAYS } from '../../domain/session';
import type { TokenStore } from '../../ports/token-store.port';

/** The session cookie: `__Host-` (Secure, no Domain, Path=/) wherever the page is not a plain-http loopback. */
export const TOKEN_COOKIE = '__Host-session_token';
/** On http://localhost (development, tests) browsers may refuse Secure cookies: the unprefixed name, not Secure. */
export const LOOPBACK_TOKEN_COOKIE = 'session_token';
const SECONDS_PER_DAY = 86_400;

/** A page served over plain http from this machine. */
function isPlainLoopback(location: Pick<Location, 'protocol' | 'hostname'> | null | undefined): boolean {
  if (!location || location.protocol !== 'http:') return false;
  const host = location.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';
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
 * Secure and SameSite=Strict (plain-http loopback excepted: no prefix, no Secure). It is set by
 * script because the provider hands the token to the app, not to the browser.
 */
export function createCookieTokenStore(doc: Document = document): TokenStore {
  const loopback = isPlainLoopback(doc.location);
  const name = loopback ? LOOPBACK_TOKEN_COOKIE : TOKEN_COOKIE;
  const attributes = `Path=/; SameSite=Strict${loopback ? '' : '; Secure'}`;
  const write = (value: string, maxAge: number) => {
    doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; ${attributes}`;
  };
  return {
    get: () => readCookie(doc.cookie, name),
    set: (token) => write(token, SESSION_COOKIE_DAYS * SECONDS_PER_DAY),
    clear: () => write('', 0),
  };
}
