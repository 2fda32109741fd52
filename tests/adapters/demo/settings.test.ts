import { describe, expect, it } from 'vitest';
import { forcedAnswer } from '../../../src/adapters/demo/controls';
import { readDemoSettings } from '../../../src/adapters/demo/settings';

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('tester controls', () => {
  it.each([
    ['PUT recordings/*', 'put', 'recordings/ch1-123/', true],
    ['PUT recordings/*', 'get', 'recordings/quotas/', false],
    ['* show/details/*', 'get', 'show/details/ch1-5/', true],
    ['GET ping/', 'GET', 'ping/', true],
    ['GET ping/', 'GET', 'ping/x', false],
  ])('should match %s against %s %s: %s', (pattern, method, path, expected) => {
    expect(forcedAnswer({ force: { [pattern]: { status: 509 } } }, method, path) !== undefined).toBe(expected);
  });

  it('should answer 429 on ping for the stream-limit preset and 451 on rights for the VPN preset', () => {
    expect(forcedAnswer({ streamLimit: true }, 'get', 'ping/')).toEqual({ status: 429 });
    expect(forcedAnswer({ vpn: true }, 'get', 'channel/rights/ch1/')).toEqual({ status: 451 });
    expect(forcedAnswer({ vpn: true }, 'get', 'show/rights/ch1-1/')).toEqual({ status: 451 });
    expect(forcedAnswer({ vpn: true }, 'get', 'ping/')).toBeUndefined();
  });

  it('should merge localStorage controls, read again on every call, with the address ones', () => {
    const store = storage({ 'demo-controls': JSON.stringify({ delay: 50 }) });
    const force = encodeURIComponent(JSON.stringify({ 'GET ping/': { status: 429 } }));
    const settings = readDemoSettings(`?demo-force=${force}`, store);
    expect(settings.controls()).toMatchObject({ delay: 50, force: { 'GET ping/': { status: 429 } } });
    store.setItem('demo-controls', JSON.stringify({ vpn: true }));
    expect(settings.controls()).toMatchObject({ vpn: true, force: { 'GET ping/': { status: 429 } } });
  });

  it('should drop every control, stored and from the address, when a session ends', () => {
    const store = storage({ 'demo-controls': JSON.stringify({ vpn: true }) });
    const settings = readDemoSettings(
      `?demo-force=${encodeURIComponent(JSON.stringify({ 'GET ping/': { status: 429 } }))}`,
      store,
    );
    settings.clearControls();
    expect(forcedAnswer(settings.controls(), 'GET', 'ping/')).toBeUndefined();
    expect(forcedAnswer(settings.controls(), 'GET', 'channel/rights/ch1/')).toBeUndefined();
  });

  it('should ignore controls that are not JSON', () => {
    expect(readDemoSettings('?demo-controls=%7Bbroken', storage({ 'demo-controls': 'nope' })).controls()).toEqual({
      force: {},
    });
  });

  it('should read the size knob from the address, remember it, and fall back to the env value or 44', () => {
    const store = storage();
    expect(readDemoSettings('', store).channelCount).toBe(44);
    expect(readDemoSettings('', store, '120').channelCount).toBe(120);
    expect(readDemoSettings('?demo-channels=400', store).channelCount).toBe(400);
    expect(readDemoSettings('', store).channelCount).toBe(400);
    expect(readDemoSettings('?demo-reset', store).reset).toBe(true);
  });

  it('should set the provider clock off the device clock by the milliseconds of the address or localStorage (0 unless told)', () => {
    expect(readDemoSettings('', storage()).clockOffsetMs).toBe(0);
    expect(readDemoSettings('?demo-clock-offset=45000', storage()).clockOffsetMs).toBe(45_000);
    expect(readDemoSettings('', storage({ 'demo-clock-offset': '-45000' })).clockOffsetMs).toBe(-45_000);
    expect(readDemoSettings('?demo-clock-offset=soon', storage()).clockOffsetMs).toBe(0);
  });
});
