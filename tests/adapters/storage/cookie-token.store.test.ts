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
    ['http:', 'tv.example.com'],
    ['https:', 'localhost'],
  ])('over %s on %s should be __Host-, Secure, SameSite=Strict, Path=/ and without Domain', (protocol, host) => {
    const { doc, written } = fakeDocument(protocol, host);
    const store = createCookieTokenStore(doc);
    store.set('abc');
    expect(written[0]).toMatch(/^__Host-session_token=abc; Max-Age=31536000; Path=\/; SameSite=Strict; Secure$/);
    expect(written[0]).not.toMatch(/Domain/i);
    expect(store.get()).toBe('abc');
  });

  it.each(['localhost', '127.0.0.1', 'app.localhost'])('over plain http on %s should not be Secure (browsers refuse it there)', (host) => {
    const { doc, written } = fakeDocument('http:', host);
    createCookieTokenStore(doc).set('abc');
    expect(written[0]).toBe('session_token=abc; Max-Age=31536000; Path=/; SameSite=Strict');
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
