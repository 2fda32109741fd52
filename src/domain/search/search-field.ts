import Fuse, { type FuseIndexStringRecord } from 'fuse.js';
import { EXACT_SCORES } from './search-filter';

/*
 * One searched key (title, series or channel) of every item, as flat tables: each distinct value
 * once, with its fuse.js field-length norm and the id of its lower-cased text (shared by every
 * key), and the links both ways: text to values, value to items.
 */
export interface Field {
  /** The key's weight, normalised as fuse.js does (the weights sum to 1). */
  readonly weight: number;
  readonly norms: Float64Array;
  /** Per value, the row of its norm in `exactFactors` (values of equal norm share one). */
  readonly normRows: Int32Array;
  /** A value's factor for a query allowing no edit: exactFactors[normRows[v] × EXACT_SCORES.length + slot] (search-filter.ts's slots). */
  readonly exactFactors: Float64Array;
  /** Values of text t: values[valueStarts[t]] up to values[valueStarts[t + 1]]. */
  readonly valueStarts: Int32Array;
  readonly values: Int32Array;
  /** Items of value v: items[itemStarts[v]] up to items[itemStarts[v + 1]], in list order. */
  readonly itemStarts: Int32Array;
  readonly items: Int32Array;
}

/**
 * What a value's raw score multiplies its item's score by, as fuse.js does: the score raised to
 * the key's weight times the value's norm, a perfect score (0) counted as EPSILON. Never 0:
 * at least EPSILON ** 1 (a norm is at most 1, the weights sum to 1).
 */
export const fieldFactor = (score: number, weight: number, norm: number) =>
  Math.pow(score === 0 ? Number.EPSILON : score, weight * norm);

/** Each value's row among the distinct norms, and the factors of every exact slot per row: a query allowing no edit reads them instead of raising a power per value. */
function exactTable(norms: Float64Array, weight: number) {
  const rows = new Map<number, number>();
  const normRows = Int32Array.from(norms, (norm) => {
    let row = rows.get(norm);
    if (row === undefined) rows.set(norm, (row = rows.size));
    return row;
  });
  const exactFactors = new Float64Array(rows.size * EXACT_SCORES.length);
  for (const [norm, row] of rows)
    EXACT_SCORES.forEach(
      (score, slot) => (exactFactors[row * EXACT_SCORES.length + slot] = fieldFactor(score, weight, norm)),
    );
  return { normRows, exactFactors };
}

/** Links of `count` groups: which members each group has, the members in order. */
function link(groupOf: Int32Array, count: number): { starts: Int32Array; members: Int32Array } {
  const starts = new Int32Array(count + 1);
  for (const group of groupOf) if (group >= 0) starts[group + 1]! += 1;
  for (let g = 0; g < count; g++) starts[g + 1]! += starts[g]!;
  const members = new Int32Array(starts[count]!);
  const filled = starts.slice(0, count);
  groupOf.forEach((group, member) => {
    if (group >= 0) members[filled[group]!++] = member;
  });
  return { starts, members };
}

/**
 * The key's table over every item's text (undefined or blank when the item has none). `textIds`
 * gives each lower-cased text its id, shared by every key; it grows with the texts first seen
 * here, so the tables are finished by `linkTexts` once every key is read (and the texts renumbered).
 */
export function readField(texts: readonly (string | undefined)[], weight: number, textIds: Map<string, number>) {
  const ids = new Map<string, number>();
  const valueOf = new Int32Array(texts.length).fill(-1);
  texts.forEach((text, i) => {
    if (text === undefined || text.trim() === '') return;
    let id = ids.get(text);
    if (id === undefined) ids.set(text, (id = ids.size));
    valueOf[i] = id;
  });
  const values = [...ids.keys()];
  const norms = new Float64Array(values.length);
  for (const record of Fuse.createIndex([], values).toJSON().records as FuseIndexStringRecord[])
    norms[record.i] = record.n;
  const textOf = Int32Array.from(values, (value) => {
    const text = value.toLowerCase();
    let id = textIds.get(text);
    if (id === undefined) textIds.set(text, (id = textIds.size));
    return id;
  });
  /** `idOf` renumbers the texts (old id to new). */
  const linkTexts = (textCount: number, idOf: Int32Array): Field => {
    const byText = link(
      textOf.map((id) => idOf[id]!),
      textCount,
    );
    const byValue = link(valueOf, values.length);
    return {
      weight,
      norms,
      ...exactTable(norms, weight),
      valueStarts: byText.starts,
      values: byText.members,
      itemStarts: byValue.starts,
      items: byValue.members,
    };
  };
  return { linkTexts };
}
