import { describe, expect, it } from 'vitest';
import { isMenuEntryVisible } from '../../src/application/menu';
import { aSession } from '../fakes/profiles';

describe('menu entries', () => {
  it('should show entries a visitor reaches after signing in', () => {
    expect(isMenuEntryVisible('tv', 'recordings', '/recordings', null)).toBe(true);
  });

  it('should hide entries whose permission is missing', () => {
    expect(isMenuEntryVisible('web', 'recordings', '/recordings', aSession({ permissions: new Set() }))).toBe(false);
  });

  it('should hide entries a former customer cannot reach', () => {
    const former = aSession({ status: 'former_customer' });
    expect(isMenuEntryVisible('web', 'live', '/live', former)).toBe(false);
    expect(isMenuEntryVisible('web', 'vod', '/vod', former)).toBe(true);
  });
});

describe('menu entries of the other layout', () => {
  it('should hide the TV settings on web and the web pairing on TV', () => {
    expect(isMenuEntryVisible('web', 'settings', '/settings', aSession())).toBe(false);
    expect(isMenuEntryVisible('tv', 'pair', '/pair', aSession())).toBe(false);
    expect(isMenuEntryVisible('tv', 'settings', '/settings', aSession())).toBe(true);
  });
});
