import { describe, expect, it } from 'vitest';
import { createCookieTokenStore, readCookie } from '../../../src/adapters/storage/cookie-token.store';

/** A document whose cookie jar notes every assignment and answers what a browser would. */
function fakeDocument(protocol: string, hostname: string, jar = '') {
  const written: string[] = [];
  const doc = {
    location: { protocol, hostname },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
      const [pair = ''] = value.split(';');
      jar = value.includes('Max-Age=0') ? '' : pair;
    },
  };
  return { doc: doc as unknown as Document, written };
}

describe('the session cookie', () => {
  it.each([
    ['https:', 'tv.example.com'],
    ['https:', 'tv.lan'],
    ['https:', 'localhost'],
  ])('over %s on %s should be __Host-, Secure, SameSite=Strict, Path=/ and without Domain', (protocol, host) => {
    const { doc, written } = fakeDocument(protocol, host);
    const store = createCookieTokenStore(doc);
    store.set('abc');
    expect(written[0]).toMatch(/^__Host-session_token=abc; Max-Age=31536000; Path=\/; SameSite=Strict; Secure$/);
    expect(written[0]).not.toMatch(/Domain/i);
    expect(store.get()).toBe('abc');
  });

  // Browsers refuse Secure and __Host- cookies from a plain-http page (loopback aside): a TV of the local network.
  it.each(['localhost', '127.0.0.1', 'app.localhost', 'tv.lan', '192.168.1.20', 'tv.example.com'])(
    'over plain http on %s should be unprefixed and not Secure',
    (host) => {
      const { doc, written } = fakeDocument('http:', host);
      const store = createCookieTokenStore(doc);
      store.set('abc');
      expect(written[0]).toBe('session_token=abc; Max-Age=31536000; Path=/; SameSite=Strict');
      expect(store.get()).toBe('abc');
    },
  );

  it('over plain http should still read a __Host- cookie the browser shows there (loopback)', () => {
    const { doc } = fakeDocument('http:', 'localhost', '__Host-session_token=kept');
    expect(createCookieTokenStore(doc).get()).toBe('kept');
  });

  it('over plain http should forget both names on clear', () => {
    const { doc, written } = fakeDocument('http:', 'tv.lan', 'session_token=abc');
    createCookieTokenStore(doc).clear();
    expect(written).toEqual([
      'session_token=; Max-Age=0; Path=/; SameSite=Strict',
      '__Host-session_token=; Max-Age=0; Path=/; SameSite=Strict; Secure',
    ]);
  });

  it('should read a malformed value as no token instead of throwing', () => {
    const { doc } = fakeDocument('https:', 'tv.example.com', '__Host-session_token=%E0%A4%A');
    expect(createCookieTokenStore(doc).get()).toBeNull();
  });

  it('should ignore an unprefixed cookie a subdomain could have planted', () => {
    const { doc } = fakeDocument('https:', 'tv.example.com', 'session_token=planted');
    expect(createCookieTokenStore(doc).get()).toBeNull();
  });

  it('should forget the token on clear', () => {
    const { doc } = fakeDocument('https:', 'tv.example.com');
    const store = createCookieTokenStore(doc);
    store.set('abc');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it.each([
    ['a=1; __Host-session_token=x%20y; b=2', 'x y'],
    ['a=1;__Host-session_token=z', 'z'],
    ['__Host-session_token=', null],
    ['', null],
  ])('should read %j as %j', (header, value) => {
    expect(readCookie(header, '__Host-session_token')).toBe(value);
  });
});
