import { describe, expect, it } from 'vitest';
import { byChannelUsage, personalisesChannelUsage } from '../../../src/domain/playback/channel-usage';

const lineup = ['ch1', 'ch2', 'ch3', 'ch4'];
const self = (id: string) => id;

describe('personalise channel usage', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])(
    'should follow the usage when the profile allows it (%s) and the preference is on (%s)',
    (profile, on, expected) => {
      expect(personalisesChannelUsage({ personalizeChannelUsage: profile }, on)).toBe(expected);
    },
  );

  it('should not personalise for a visitor', () => {
    expect(personalisesChannelUsage(null, true)).toBe(false);
  });

  it('should put the most watched channels first', () => {
    const seconds = new Map([
      ['ch3', 600],
      ['ch2', 1200],
    ]);
    expect(byChannelUsage(lineup, self, seconds)).toEqual(['ch2', 'ch3', 'ch1', 'ch4']);
  });

  it('should keep the lineup order among channels watched as long, and never watched', () => {
    const seconds = new Map([
      ['ch4', 60],
      ['ch2', 60],
    ]);
    expect(byChannelUsage(lineup, self, seconds)).toEqual(['ch2', 'ch4', 'ch1', 'ch3']);
    expect(byChannelUsage(lineup, self, new Map())).toEqual(lineup);
  });

  it('should keep the lineup order among equals in a long list', () => {
    const many = Array.from({ length: 40 }, (_, index) => `c${index}`);
    const seconds = new Map([['c39', 5]]);
    expect(byChannelUsage(many, self, seconds)).toEqual(['c39', ...many.slice(0, 39)]);
  });
});
