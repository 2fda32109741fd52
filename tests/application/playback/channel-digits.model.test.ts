import { describe, expect, it } from 'vitest';
import { digitsSettled, typeDigit, type NumberedChannel } from '../../../src/application/playback/channel-digits.model';

const lineup = (...numbers: number[]): NumberedChannel[] => numbers.map((number) => ({ id: `ch${number}`, number }));
const upToForty = lineup(...Array.from({ length: 40 }, (_, index) => index + 1));

describe('channel number typed with the digits', () => {
  describe('when a digit is typed', () => {
    it.each([
      ['the only number starting with it', lineup(1, 2, 3, 7), '', 7, { kind: 'switch', typed: '7', channelId: 'ch7' }],
      ['a number others start with', upToForty, '', 4, { kind: 'wait', typed: '4' }],
      ['a number no other starts with', upToForty, '', 5, { kind: 'switch', typed: '5', channelId: 'ch5' }],
      ['the second digit of a unique number', upToForty, '4', 0, { kind: 'switch', typed: '40', channelId: 'ch40' }],
      [
        'the second digit of the longest numbers',
        upToForty,
        '1',
        2,
        { kind: 'switch', typed: '12', channelId: 'ch12' },
      ],
      ['a number no channel has', upToForty, '', 0, { kind: 'none', typed: '0' }],
      ['a second digit no channel has', upToForty, '4', 5, { kind: 'none', typed: '45' }],
      ['the prefix of one longer number only', lineup(1, 45), '', 4, { kind: 'wait', typed: '4' }],
      ['a number that cannot grow further but is missing', lineup(10, 12), '1', 1, { kind: 'none', typed: '11' }],
    ])('should handle %s', (_, channels, typed, digit, outcome) => {
      expect(typeDigit(typed, digit, channels)).toEqual(outcome);
    });

    it('should find nothing in an empty lineup', () => {
      expect(typeDigit('', 1, [])).toEqual({ kind: 'none', typed: '1' });
    });
  });

  describe('when the digits stop', () => {
    it.each([
      ['a number some channel has', '4', { kind: 'switch', typed: '4', channelId: 'ch4' }],
      ['the prefix of numbers only', '4', { kind: 'none', typed: '4' }],
    ])('should decide on %s', (name, typed, outcome) => {
      const channels = name.startsWith('the prefix') ? lineup(40, 41) : upToForty;
      expect(digitsSettled(typed, channels)).toEqual(outcome);
    });
  });
});
