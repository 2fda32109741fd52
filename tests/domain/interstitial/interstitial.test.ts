import { describe, expect, it } from 'vitest';
import {
  dismissInterstitial,
  INTERSTITIAL_TIMEOUT_MS,
  isNewInterstitial,
  REMEMBERED_INTERSTITIALS,
  safeAddress,
} from '../../../src/domain/interstitial/interstitial';

describe('the interstitial message', () => {
  it('should give the message 2 s from the start at most', () => {
    expect(INTERSTITIAL_TIMEOUT_MS).toBe(2000);
  });

  it('should show a message not dismissed on this device before', () => {
    expect(isNewInterstitial('welcome', [])).toBe(true);
    expect(isNewInterstitial('welcome', ['other'])).toBe(true);
  });

  it('should not show a message again once dismissed', () => {
    expect(isNewInterstitial('welcome', ['other', 'welcome'])).toBe(false);
  });

  it('should not show a message without an id', () => {
    expect(isNewInterstitial(' ', [])).toBe(false);
  });

  it('should remember a dismissed message first, once, and only the latest ones', () => {
    expect(dismissInterstitial(['a', 'b'], 'b')).toEqual(['b', 'a']);
    const many = Array.from({ length: REMEMBERED_INTERSTITIALS }, (_, index) => `m${index}`);
    const kept = dismissInterstitial(many, 'new');
    expect(kept).toHaveLength(REMEMBERED_INTERSTITIALS);
    expect(kept[0]).toBe('new');
    expect(kept).not.toContain(`m${REMEMBERED_INTERSTITIALS - 1}`);
  });

  it('should use only http(s) addresses and paths of the app as picture or link', () => {
    expect(safeAddress('https://example.com/promo.png')).toBe('https://example.com/promo.png');
    expect(safeAddress(' /home ')).toBe('/home');
    expect(safeAddress('')).toBeNull();
    expect(safeAddress('javascript:alert(1)')).toBeNull();
    expect(safeAddress('data:image/png;base64,AAAA')).toBeNull();
    expect(safeAddress('//evil.example/x')).toBeNull();
  });
});
