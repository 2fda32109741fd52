import { describe, expect, it } from 'vitest';
import {
  productAccess,
  vodCategoryModel,
  vodElementPath,
  vodOverlayElement,
  vodProductPath,
  vodRailCards,
  type VodAccountState,
} from '../../../src/application/vod/vod.model';
import type { VodAccount, VodElement, VodProduct } from '../../../src/ports/vod.port';

const product = (overrides: Partial<VodProduct> = {}): VodProduct => ({
  productId: 'p-rent',
  price: 4.9,
  audio: ['fr'],
  kind: 'rent',
  validity: '48H',
  ...overrides,
});
const element = (overrides: Partial<VodElement> = {}): VodElement =>
  ({
    showId: 'film-1',
    seasonId: '',
    categoryId: 1,
    name: 'Film',
    logo: '',
    description: '',
    year: 2001,
    adult: false,
    products: [product()],
    ...overrides,
  }) as VodElement;
const account = (licences: string[] = [], bookmarks: [string, number][] = []): VodAccount =>
  ({
    licences: new Map(licences.map((id) => [id, '2026-12-01'])),
    bookmarks: new Map(bookmarks),
    menu: [],
  }) as unknown as VodAccount;

describe('VOD paths', () => {
  it('should lead a film to its product, and an episode through its season', () => {
    expect(vodProductPath(element(), 'p-rent')).toBe('show/film-1/product/p-rent');
    expect(vodProductPath(element({ seasonId: 's 1' }), 'p-rent')).toBe('season/s%201/show/film-1/product/p-rent');
  });

  it('should lead an element to its first product over the screen, or stay on the screen without one', () => {
    expect(vodElementPath('/vod/44856', element())).toBe('/vod/44856/show/film-1/product/p-rent');
    expect(vodElementPath('/vod/44856', element({ products: [] }))).toBe('/vod/44856');
  });
});

describe('a VOD category page', () => {
  it('should leave adult categories, seasons and titles out (spec point 6), and say when nothing is left', () => {
    const page = vodCategoryModel({
      category: { id: 1, name: 'Films', adult: false },
      children: [{ id: 2, name: 'Adultes', adult: true }],
      seasons: [{ seasonId: 's', categoryId: 1, name: 'S', logo: '', adult: true, showIds: [] }],
      elements: [element({ adult: true })],
    });
    expect(page).toMatchObject({ name: 'Films', children: [], seasons: [], elements: [], empty: true });
  });
});

describe('what a product offers the user (spec point 5)', () => {
  it.each<[string, VodProduct, VodAccountState, object]>([
    ['wait for the account before a paid product', product(), { status: 'loading' }, { kind: 'loading' }],
    [
      'say the account could not be read',
      product(),
      { status: 'failure', error: 'boom' },
      { kind: 'failure', error: 'boom' },
    ],
    [
      'play a free product without the account',
      product({ price: 0 }),
      { status: 'loading' },
      { kind: 'play', noteKey: 'vod_free_note', resume: false },
    ],
    [
      'offer a rental not held for its price',
      product(),
      { status: 'success', account: account() },
      { kind: 'for-sale', offerKey: 'vod_rent_for', validity: '48H' },
    ],
    [
      'offer a purchase not held for its price',
      product({ kind: 'buy' }),
      { status: 'success', account: account() },
      { kind: 'for-sale', offerKey: 'vod_buy_for' },
    ],
    [
      'play a held product',
      product(),
      { status: 'success', account: account(['p-rent']) },
      { kind: 'play', noteKey: 'vod_licensed', bookmark: 0, resume: false },
    ],
    [
      'resume past a bookmark over 20 s',
      product(),
      { status: 'success', account: account(['p-rent'], [['film-1', 21]]) },
      { kind: 'play', bookmark: 21, resume: true },
    ],
    [
      'start again from a bookmark of 20 s',
      product(),
      { status: 'success', account: account(['p-rent'], [['film-1', 20]]) },
      { kind: 'play', bookmark: 20, resume: false },
    ],
    [
      'keep the last account while it is read again',
      product(),
      { status: 'loading', account: account(['p-rent']) },
      { kind: 'play' },
    ],
  ])('should %s', (_, offer, state, expected) => {
    expect(productAccess(offer, 'film-1', state)).toMatchObject(expected);
  });
});

describe('a product just bought in the overlay', () => {
  it('should play from the start at once, before the account is read again', () => {
    expect(productAccess(product(), 'film-1', { status: 'success', account: account() }, true)).toEqual({
      kind: 'play',
      noteKey: 'vod_licensed',
      bookmark: 0,
      resume: false,
    });
    expect(productAccess(product(), 'film-1', { status: 'loading' }, true)).toMatchObject({ kind: 'play' });
  });
});

describe('the element of a product overlay', () => {
  it('should be left out when it is adult, even when its address is typed (spec point 6)', () => {
    expect(vodOverlayElement(element({ adult: true }))).toBeNull();
    expect(vodOverlayElement(element())).toMatchObject({ showId: 'film-1' });
  });
});

describe('a VOD category as a TV rail', () => {
  it('should give its seasons then its titles, each with the overlay it opens, titles without an offer left out', () => {
    const page = vodCategoryModel({
      category: { id: 1, name: 'Films', adult: false },
      children: [],
      seasons: [{ seasonId: 's 1', categoryId: 1, name: 'Saison', logo: 'l', adult: false, showIds: [] }],
      elements: [element(), element({ showId: 'film-2', products: [] }), element({ showId: 'x', adult: true })],
    });
    expect(vodRailCards(page).map(({ key, kind, name, path }) => ({ key, kind, name, path }))).toEqual([
      { key: 'season-s 1', kind: 'season', name: 'Saison', path: 'season/s%201' },
      { key: 'title-film-1', kind: 'title', name: 'Film', path: 'show/film-1/product/p-rent' },
    ]);
  });
});
