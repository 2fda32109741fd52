import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../../src/adapters/demo/catalogue/catalogue';
import { hashString } from '../../../src/adapters/demo/random';

/** The Sunday Europe enters summer time: the guide's fortnight around it. */
const NOW = Date.parse('2026-03-29T12:00:00Z');

describe("the demo's generated guide", () => {
  it('should be the very guide it has always generated, field by field and in the same order', () => {
    const catalogue = new Catalogue({ channelCount: 12 });
    const shows = [...catalogue.channels, ...catalogue.fast].flatMap(({ channel }) =>
      catalogue.channelGuide(channel.id, NOW),
    );
    const text = JSON.stringify(shows);
    // Taken from the guide before its shows were written field by field (hundreds of tests assert its data).
    expect([shows.length, text.length, hashString(text)]).toEqual([5862, 3067306, 1114911895]);
  });
});
