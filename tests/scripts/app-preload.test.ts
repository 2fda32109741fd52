import { describe, expect, it } from 'vitest';
import { scriptsAtLowPriority } from '../../scripts/build/app-preload.ts';

describe('the built page asks for its scripts after what it paints (scripts/build/app-preload.ts)', () => {
  it('should ask for the entry script and every preloaded module at low priority, and leave the stylesheets alone', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/web.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
      '<link rel="stylesheet" crossorigin href="/assets/web.css">',
    ].join('\n');
    expect(scriptsAtLowPriority(html).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/web.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared.js">',
      '<link rel="stylesheet" crossorigin href="/assets/web.css">',
    ]);
  });

  it('should leave a tag that already says its priority as it is', () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js">';
    expect(scriptsAtLowPriority(html)).toBe(html);
  });
});
