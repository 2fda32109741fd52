import { describe, expect, it } from 'vitest';
import { canCast, castFailureShown } from '../../../src/application/playback/cast.model';

describe('casting a channel', () => {
  it.each([
    [{ castable: true }, true, true],
    [{ castable: true }, false, false],
    [{ castable: false }, true, false],
    [undefined, true, false],
  ])('a channel %o with the Remote Playback API %s should offer casting: %s', (channel, remote, offered) => {
    expect(canCast(channel, remote)).toBe(offered);
  });

  it.each([
    [new DOMException('dismissed', 'NotAllowedError'), false],
    [new DOMException('aborted', 'AbortError'), false],
    [new DOMException('no device', 'NotFoundError'), true],
    [new DOMException('unsupported', 'NotSupportedError'), true],
    ['anything', true],
  ])('a failure %s should be said: %s', (error, shown) => {
    expect(castFailureShown(error)).toBe(shown);
  });
});
