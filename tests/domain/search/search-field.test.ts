import { describe, expect, it } from 'vitest';
import { fieldFactor, readField } from '../../../src/domain/search/search-field';
import { EXACT_SCORES } from '../../../src/domain/search/search-filter';

describe("when a query allows no edit, a value's factor is read from a table built once", () => {
  // Norms of 1, 2 and 5 words; two values share the norm of one word.
  const texts = ['Tatort', 'Meteo', 'Le Journal', 'Journal du soir et matin', undefined, 'Tatort'];
  const weight = 0.3;
  const textIds = new Map<string, number>();
  const field = readField(texts, weight, textIds).linkTexts(textIds.size, Int32Array.from(textIds.values()));

  it('should hold, for each value and slot, the power fuse.js raises its score to', () => {
    for (let value = 0; value < field.norms.length; value++) {
      EXACT_SCORES.forEach((score, slot) => {
        expect(field.exactFactors[field.normRows[value]! * EXACT_SCORES.length + slot]).toBe(
          fieldFactor(score, weight, field.norms[value]!),
        );
      });
    }
  });

  it('should keep one row per distinct norm', () => {
    expect(field.exactFactors).toHaveLength(3 * EXACT_SCORES.length);
    expect(field.normRows[0]).toBe(field.normRows[1]);
  });

  it('should count a perfect score (0) as EPSILON, as fuse.js does', () => {
    expect(fieldFactor(0, 0.5, 1)).toBe(Number.EPSILON ** 0.5);
  });
});
