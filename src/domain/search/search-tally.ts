import { fieldFactor, type Field } from './search-field';
import { EXACT_SCORES } from './search-filter';

/**
 * The shows' scores of one keystroke (search-index.ts, step 3): each matched text leads to its
 * shows through the field's flat tables, and each show's score is the product of its keys'
 * factors, made as fuse.js does.
 */

/** The texts a keystroke matched, with their raw scores (search-index.ts's texts). */
export interface MatchedTexts {
  readonly matched: Int32Array;
  readonly scores: Float64Array;
  /** When the query allows no edit, each matched text's slot of its score (EXACT_SCORES); else unused. */
  readonly slots: Int8Array;
  readonly exact: boolean;
}

/** Per item, the product of its matched keys' factors, built key by key (0 for an item none matched: a factor is never 0); and which items have one. */
export interface Tally {
  readonly products: Float64Array;
  readonly touched: Int32Array;
  size: number;
}

export function tallyField(field: Field, texts: MatchedTexts, matchedCount: number, tally: Tally): void {
  const { weight, norms, normRows, exactFactors, valueStarts, values, itemStarts, items } = field;
  const { products, touched } = tally;
  const { matched, scores, slots, exact } = texts;
  let size = tally.size;
  for (let m = 0; m < matchedCount; m++) {
    const text = matched[m]!;
    const score = scores[m]!;
    const slot = slots[m]!;
    for (let at = valueStarts[text]!; at < valueStarts[text + 1]!; at++) {
      const value = values[at]!;
      // With no edit allowed, a few scores only: their factors were raised once, at build time.
      const factor = exact
        ? exactFactors[normRows[value]! * EXACT_SCORES.length + slot]!
        : fieldFactor(score, weight, norms[value]!);
      for (let i = itemStarts[value]!; i < itemStarts[value + 1]!; i++) {
        const item = items[i]!;
        const product = products[item]!;
        if (product === 0) {
          touched[size++] = item;
          products[item] = factor;
        } else products[item] = product * factor;
      }
    }
  }
  tally.size = size;
}

/** Moves the tallied items, in list order, and their scores into `hits` and `hitScores`; returns how many. */
export function collect(tally: Tally, hits: Int32Array, hitScores: Float64Array): number {
  const { products, touched, size } = tally;
  // A few are sorted; many are read off the products in one pass.
  if (size < products.length / 16) touched.subarray(0, size).sort();
  else for (let item = 0, at = 0; at < size; item++) if (products[item] !== 0) touched[at++] = item;
  for (let at = 0; at < size; at++) {
    const item = touched[at]!;
    hits[at] = item;
    hitScores[at] = products[item]!;
    products[item] = 0;
  }
  tally.size = 0;
  return size;
}
