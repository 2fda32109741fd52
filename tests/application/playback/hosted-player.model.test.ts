import { describe, expect, it } from 'vitest';
import { hostedPlayerPlace, returnsToPlayback } from '../../../src/application/playback/hosted-player.model';

describe('hostedPlayerPlace (the one web player, issue 38 item 1)', () => {
  it('should be idle while nothing plays', () => {
    expect(hostedPlayerPlace({ active: false, screen: 'shown', alwaysOn: true })).toBe('idle');
    expect(hostedPlayerPlace({ active: false, screen: 'left', alwaysOn: false })).toBe('idle');
  });

  it('should play in the screen that shows a player while one is on screen', () => {
    expect(hostedPlayerPlace({ active: true, screen: 'shown', alwaysOn: false })).toBe('screen');
    expect(hostedPlayerPlace({ active: true, screen: 'shown', alwaysOn: true })).toBe('screen');
  });

  it('should stay with the screen that started it while that screen is still drawing its player', () => {
    expect(hostedPlayerPlace({ active: true, screen: 'waiting', alwaysOn: false })).toBe('screen');
  });

  it('should go on in the docked player when the user leaves the player with "player always on"', () => {
    expect(hostedPlayerPlace({ active: true, screen: 'left', alwaysOn: true })).toBe('dock');
  });

  it('should stop the stream when the user leaves the player without "player always on"', () => {
    expect(hostedPlayerPlace({ active: true, screen: 'left', alwaysOn: false })).toBe('stop');
  });
});

describe('returnsToPlayback (the TV player gone back to, "player always on", issue 37)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('should keep what plays when back is %s and a stream is on is %s: %s', (back, active, expected) => {
    expect(returnsToPlayback({ back, active })).toBe(expected);
  });
});
