import { describe, expect, it } from 'vitest';
import { interstitialView } from '../../../src/application/interstitial/interstitial.model';
import type { Interstitial } from '../../../src/ports/usage.port';

const MESSAGE: Interstitial = { id: 'm', title: ' Nouveau ', message: 'Texte', imageUrl: '', linkUrl: '' };

describe('interstitial model', () => {
  it('should show nothing without a message', () => {
    expect(interstitialView(null)).toBeNull();
  });

  it('should show the title and the text as the provider gives them, without picture or link when empty', () => {
    expect(interstitialView(MESSAGE)).toEqual({ id: 'm', title: 'Nouveau', text: 'Texte', image: null, link: null });
  });

  it('should give a link on the app as a screen to open and another site as an external link', () => {
    expect(interstitialView({ ...MESSAGE, linkUrl: '/vod' })?.link).toEqual({ href: '/vod', external: false });
    expect(interstitialView({ ...MESSAGE, linkUrl: 'https://example.com/offre' })?.link).toEqual({
      href: 'https://example.com/offre',
      external: true,
    });
  });

  it('should leave out a picture or a link the app may not use', () => {
    const view = interstitialView({ ...MESSAGE, imageUrl: 'javascript:alert(1)', linkUrl: 'data:text/html,x' });
    expect(view).toMatchObject({ image: null, link: null });
    expect(interstitialView({ ...MESSAGE, imageUrl: 'https://example.com/a.png' })?.image).toBe(
      'https://example.com/a.png',
    );
  });
});
