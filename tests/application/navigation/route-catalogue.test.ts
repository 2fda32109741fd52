import { describe, expect, it } from 'vitest';
import {
  defaultTabPath,
  liveTabPath,
  livePlayPath,
  liveReplayPath,
  screenPath,
  unknownPathTarget,
} from '../../../src/application/navigation/route-catalogue';
import type { Variant } from '../../../src/domain/session/access';
import type { Screen } from '../../../src/domain/session/screen-access';

describe('route catalogue (spec point 2)', () => {
  describe('when a bare list path opens', () => {
    it.each<[Variant, Screen, string | null]>([
      ['web', 'recordings', '/recordings/completed'],
      ['web', 'live', '/live/normal'],
      ['web', 'actors', '/actors/subscribed'],
      ['web', 'showsactors', '/showsactors/past'],
      ['web', 'mysports', '/mysports/future'],
      ['web', 'vod', '/vod/0'],
      ['tv', 'recordings', '/recordings/completed'],
      ['tv', 'live', '/live/normal'],
      ['tv', 'vod', null],
      ['web', 'home', null],
    ])('should open %s /%s on %s', (variant, screen, path) => {
      expect(defaultTabPath(variant, screen)).toBe(path);
    });
  });

  describe('when a link opens a screen', () => {
    it.each<[Variant, Screen, string]>([
      ['web', 'home', '/home'],
      ['web', 'vod', '/vod/0'],
      ['tv', 'vod', '/vod'],
      ['tv', 'settings', '/settings'],
      ['tv', 'mysports', '/mysports/future'],
    ])('should lead on %s to /%s through %s', (variant, screen, path) => {
      expect(screenPath(variant, screen)).toBe(path);
    });
  });

  it.each<Variant>(['web', 'tv'])('should send an unknown path on %s to live', (variant) => {
    expect(unknownPathTarget(variant)).toBe('/live/normal');
  });

  describe('when a link plays on the live screen', () => {
    it.each([
      [livePlayPath('ch-1'), '/live/normal?play=ch-1'],
      [livePlayPath('ch 1/b'), '/live/normal?play=ch%201%2Fb'],
      [livePlayPath('fast-7', 'fast'), '/live/fast?play=fast-7'],
      [liveReplayPath('show&1'), '/live/normal?replay=show%261'],
      [liveTabPath('watchnext'), '/live/watchnext'],
    ])('should build %s', (built, expected) => {
      expect(built).toBe(expected);
    });
  });
});
