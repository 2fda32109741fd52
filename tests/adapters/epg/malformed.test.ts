import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkShows } from '../../../src/adapters/demo/epg/chunk-shows';
import { encodeChunk } from '../../../src/adapters/demo/epg/encode-chunk';
import { decodeChunk } from '../../../src/adapters/http/epg/decode-chunk';
import { decodeWindow } from '../../../src/adapters/http/epg/decode-window';
import { chunkWindow } from '../../../src/domain/guide/epg-chunk';
import { ApiError } from '../../../src/domain/errors';
import { CHUNK, newBackend, plainMap } from './fixture';

const catalogue = newBackend().catalogue;
const small = new Map([...chunkShows(catalogue, CHUNK)].slice(0, 3));
const bytes = encodeChunk(small);
const { start, stop } = chunkWindow(CHUNK);

/** Decoding either succeeds or fails with the typed error: nothing else may escape. */
function outcome(read: () => unknown): 'decoded' | 'malformed' {
  try {
    read();
    return 'decoded';
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed-response', call: 'epg2d' });
    return 'malformed';
  }
}

const both = (input: Uint8Array) => [
  outcome(() => decodeChunk(input)),
  outcome(() => decodeWindow(input, ['ch1', 'ch3'], start, stop)),
];

describe('when a chunk is truncated or garbage', () => {
  it('should reject every truncation that cuts into the data with malformed-response', () => {
    // The builder ends the buffer with the first string it wrote and at most 3 bytes of alignment
    // padding: a cut inside that padding loses no data, so such a chunk may decode, but only to the same guide.
    const lastPadding = bytes.length - 3;
    for (let length = 0; length < bytes.length; length += 1) {
      const cut = bytes.subarray(0, length);
      if (length < lastPadding) expect(both(cut)).toEqual(['malformed', 'malformed']);
      else if (outcome(() => decodeChunk(cut)) === 'decoded')
        expect(plainMap(decodeChunk(cut))).toEqual(plainMap(small));
    }
  });

  it('should reject bytes without the chunk identifier, even when short or empty', () => {
    expect(both(new Uint8Array(0))).toEqual(['malformed', 'malformed']);
    expect(both(new TextEncoder().encode('{"channels":[]}'))).toEqual(['malformed', 'malformed']);
  });

  it('should reject a vector length pointing far past the end without looping over it', () => {
    const broken = bytes.slice();
    const view = new DataView(broken.buffer);
    const root = view.getUint32(0, true);
    const vtable = root - view.getInt32(root, true);
    const channels = root + view.getUint16(vtable + 4, true);
    view.setUint32(channels + view.getUint32(channels, true), 0x7fff_ffff, true);
    expect(both(broken)).toEqual(['malformed', 'malformed']);
  });

  it('should never throw anything but the typed error on random bytes behind a valid identifier', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 512 }), (random) => {
        const input = random.slice();
        input.set(new TextEncoder().encode('EPG2'), 4);
        both(input);
      }),
      { numRuns: 500 },
    );
  });

  it('should never throw anything but the typed error when bytes of a valid chunk are changed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        (changes) => {
          const input = bytes.slice();
          for (const [at, value] of changes) input[at] = value;
          both(input);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
