import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audioLanguages, vodPriceLabel, withoutAdultVod, type VodProduct } from '../../../src/domain/vod/vod';
import { licenceEndsAt, parseValidity, validityParts } from '../../../src/domain/vod/vod-validity';
import { at } from '../../fakes/shows';

const product = (price: number, audio: string[] = ['fr']): VodProduct => ({ productId: `p${price}`, price, audio });

describe('VOD price "from X.XX CHF" of the lowest product, or free (spec point 9)', () => {
  it.each([
    ['fr-CH', '4.90 CHF'],
    ['de-CH', '4.90 CHF'],
    ['en-CH', '4.90 CHF'],
  ])('in %s should read %j', (locale, text) => {
    expect(vodPriceLabel([product(7.5), product(4.9), product(12)], locale)).toEqual({
      kind: 'from',
      amount: 4.9,
      text: text.replace(' ', '\u00a0'),
    });
  });

  it.each([
    ['fr-CH', '1\u202f234.50 CHF'],
    ['de-CH', "1'234.50 CHF"],
  ])(
    'in %s should group the digits of a large price as the locale does and keep the amount first: %j',
    (locale, text) => {
      expect(vodPriceLabel([product(1234.5)], locale)).toMatchObject({ text: text.replace(' CHF', '\u00a0CHF') });
    },
  );

  it('should be free when the lowest price is 0, and absent without products', () => {
    expect(vodPriceLabel([product(0), product(3)], 'fr-CH')).toEqual({ kind: 'free' });
    expect(vodPriceLabel([], 'fr-CH')).toBeNull();
  });
});

describe('audio language list excludes ad and puts fr first (spec point 9)', () => {
  it.each([
    [
      [
        ['de', 'ad', 'en'],
        ['fr', 'de'],
      ],
      ['fr', 'de', 'en'],
    ],
    [
      [['en', 'AD'], ['it']],
      ['en', 'it'],
    ],
    [[['ad']], []],
  ])('%j should list %j', (lists, languages) => {
    expect(audioLanguages(lists.map((audio, i) => product(i, audio)))).toEqual(languages);
  });
});

describe('adult VOD items filtered out (spec point 6)', () => {
  it('should drop items marked adult or rated 18 and more', () => {
    const items = [
      { name: 'family', age: 0 },
      { name: 'teen', age: 16 },
      { name: 'rated', age: 18 },
      { name: 'marked', adult: true },
      { name: 'unrated' },
    ];
    expect(withoutAdultVod(items).map((item) => item.name)).toEqual(['family', 'teen', 'unrated']);
  });
});

describe('VOD validity strings J, H, M parsed to durations (spec point 9)', () => {
  it.each([
    ['48H', 'PT48H'],
    ['2J', 'PT48H'],
    ['1J12H', 'PT36H'],
    ['90M', 'PT1H30M'],
    ['1j 2h 3m', 'PT26H3M'],
    ['30m', 'PT30M'],
  ])('%j should last %s', (text, duration) => {
    const parsed = parseValidity(text);
    expect(parsed.ok && parsed.duration.toString()).toBe(duration);
  });

  it.each(['', '48', 'H', '2D', '12H2J', '1H1H', '0H', '-1H', '1.5H', 'abc'])('%j should be rejected', (text) => {
    expect(parseValidity(text)).toEqual({ ok: false, error: 'invalid_validity' });
  });

  it('should parse any well-formed validity to its total minutes', () => {
    const part = fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined });
    fc.assert(
      fc.property(part, part, part, (days, hours, minutes) => {
        const text = `${days === undefined ? '' : `${days}J`}${hours === undefined ? '' : `${hours}H`}${minutes === undefined ? '' : `${minutes}M`}`;
        const total = (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0);
        const parsed = parseValidity(text);
        return total === 0 ? !parsed.ok : parsed.ok && parsed.duration.total('minutes') === total;
      }),
    );
  });

  it('should reject any string with a foreign character', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('X', '.', '-', '+', '/'),
        (text, foreign) => !parseValidity(`${text}${foreign}`).ok,
      ),
    );
  });

  it('should end a licence after its validity', () => {
    const parsed = parseValidity('2J');
    expect(parsed.ok && licenceEndsAt(at('2026-11-22T20:00:00Z'), parsed.duration).toString()).toBe(
      '2026-11-24T20:00:00Z',
    );
  });
});

describe('VOD validity shown unit by unit as the provider wrote it (J days, H hours, M minutes)', () => {
  it.each([
    ['48H', { days: 0, hours: 48, minutes: 0 }],
    ['2J', { days: 2, hours: 0, minutes: 0 }],
    ['1j 12h 30m', { days: 1, hours: 12, minutes: 30 }],
    ['90M', { days: 0, hours: 0, minutes: 90 }],
  ])('%j should read %j', (text, parts) => {
    expect(validityParts(text)).toEqual(parts);
  });

  it.each(['', '0H', '12H2J', 'abc'])('%j should have no parts', (text) => {
    expect(validityParts(text)).toBeNull();
  });
});
