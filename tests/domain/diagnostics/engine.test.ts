import { describe, expect, it } from 'vitest';
import { engineOf } from '../../../src/domain/diagnostics/engine';
import { withZapTime, ZAP_HISTORY_LENGTH } from '../../../src/domain/diagnostics/zap-times';

describe('the engine named from its user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 5.5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.106 TV Safari/537.36',
      'Chromium 69',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/68.0.3440.0 Safari/537.36',
      'Chromium 68',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      'Edge 120',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari 17'],
  ])('should name %s as %s', (userAgent, engine) => {
    expect(engineOf(userAgent)).toBe(engine);
  });

  it('should name no engine it does not know', () => {
    expect(engineOf('SomeBox/1.0')).toBeNull();
  });
});

describe('the zap times kept', () => {
  it('should keep the last ten, newest last, in whole milliseconds', () => {
    let times: readonly number[] = [];
    for (let ms = 1; ms <= 12; ms += 1) times = withZapTime(times, ms * 100 + 0.4);
    expect(times).toHaveLength(ZAP_HISTORY_LENGTH);
    expect(times[0]).toBe(300);
    expect(times.at(-1)).toBe(1200);
  });
});
