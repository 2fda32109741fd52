import { describe, expect, it } from 'vitest';
import { vodInitialFocus } from '../../../../../src/ui/tv/screens/vod/vod-initial-focus';

const rails = (entries: [number | string, string[]][], first: number | null) => ({
  keys: new Map(entries.map(([rail, keys]) => [String(rail), keys])),
  first: first === null ? null : String(first),
});

describe('where the focus goes on the TV VOD screen', () => {
  it('should wait for the first rail, then take its first card', () => {
    expect(vodInitialFocus(rails([[2, ['vod-2-a']]], null), undefined)).toBeUndefined();
    expect(vodInitialFocus(rails([[1, ['vod-1-a', 'vod-1-b']]], 1), undefined)).toBe('vod-1-a');
  });

  it('should give the focus back to the card focused last once its rail has it', () => {
    expect(vodInitialFocus(rails([[1, ['vod-1-a']]], 1), 'vod-3-x')).toBeUndefined();
    expect(
      vodInitialFocus(
        rails(
          [
            [1, ['vod-1-a']],
            [3, ['vod-3-x']],
          ],
          1,
        ),
        'vod-3-x',
      ),
    ).toBe('vod-3-x');
  });

  it('should fall back to the first card when the remembered one is gone, or to any rail with cards', () => {
    expect(
      vodInitialFocus(
        rails(
          [
            [1, ['vod-1-a']],
            [3, []],
          ],
          1,
        ),
        'vod-3-x',
      ),
    ).toBe('vod-1-a');
    expect(
      vodInitialFocus(
        rails(
          [
            [1, []],
            [3, ['vod-3-y']],
          ],
          1,
        ),
        undefined,
      ),
    ).toBe('vod-3-y');
    expect(vodInitialFocus(rails([[1, []]], 1), undefined)).toBeNull();
  });

  it('should give the focus back to a card of a rail named by a word (what is available here), once that rail has it', () => {
    const key = 'vod-heretitles-title-vod-film-3';
    expect(vodInitialFocus(rails([[1, ['vod-1-a']]], 1), key)).toBeUndefined();
    expect(
      vodInitialFocus(
        rails(
          [
            [1, ['vod-1-a']],
            ['heretitles', ['vod-heretitles-title-vod-film-1', key]],
          ],
          1,
        ),
        key,
      ),
    ).toBe(key);
  });
});
