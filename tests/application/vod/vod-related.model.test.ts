import { describe, expect, it } from 'vitest';
import { relatedVodElements } from '../../../src/application/vod/vod.model';
import type { VodElement } from '../../../src/ports/vod.port';

const element = (showId: string, changes: Partial<VodElement> = {}): VodElement => ({
  showId,
  seasonId: '',
  categoryId: 44856,
  name: showId,
  logo: '',
  description: '',
  year: 2020,
  adult: false,
  products: [{ productId: `p-${showId}`, kind: 'rent', price: 4.9, audio: ['fr'], validity: '48H' }],
  ...changes,
});

describe('related titles of a VOD title (vod/show/{id}/c2c/, spec point 7)', () => {
  it('should list the related titles in the order the provider gives', () => {
    const data = [element('b'), element('c')];
    expect(relatedVodElements('a', { status: 'success', data }).map(({ showId }) => showId)).toEqual(['b', 'c']);
  });

  it('should list nothing while the call runs or once it failed, so that the section is absent', () => {
    expect(relatedVodElements('a', { status: 'loading' })).toEqual([]);
    expect(relatedVodElements('a', { status: 'failure', error: new Error('down') })).toEqual([]);
  });

  it('should leave out adult titles (spec point 6), the title itself, titles without a product, and repeats', () => {
    const data = [
      element('a'),
      element('adult', { adult: true }),
      element('none', { products: [] }),
      element('b'),
      element('b'),
    ];
    expect(relatedVodElements('a', { status: 'success', data }).map(({ showId }) => showId)).toEqual(['b']);
  });
});
