import { describe, expect, it } from 'vitest';
import { hitsOf } from '../../../src/adapters/system/search-worker.protocol';

const entries = ['a', 'b', 'c'].map((id) => ({ id, fields: { title: id, series: undefined, channel: undefined } }));

describe('the search worker answering with typed arrays', () => {
  it('should give the hits in their order as the ids of the entries the worker was given, with their scores', () => {
    expect(hitsOf({ entries: Int32Array.from([2, 0]), scores: Float64Array.from([0.001, 0.25]) }, entries)).toEqual([
      { id: 'c', score: 0.001 },
      { id: 'a', score: 0.25 },
    ]);
  });

  it('should keep an overtaken search as null', () => {
    expect(hitsOf(null, entries)).toBeNull();
  });
});
