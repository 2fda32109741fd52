import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '../../scripts/build/app-preload.ts';

describe('the built page asks for its scripts after its first paint (scripts/build/app-preload.ts)', () => {
  const page = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/web.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/shared.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/web.css">',
    '</head>',
  ].join('\n');

  it('should turn the entry script and every preloaded module into one deferred loader, and leave the stylesheets alone', () => {
    expect(scriptsAfterFirstPaint(page, '/assets/loader.js', ['/assets/app.js']).split('\n')).toEqual([
      '<head>',
      '    <script defer src="/assets/loader.js" data-entry="/assets/web.js" data-preload="/assets/shared.js /assets/app.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/web.css">',
      '</head>',
    ]);
  });

  it('should refuse a page without exactly one module script', () => {
    expect(() => scriptsAfterFirstPaint('<head></head>', '/assets/loader.js')).toThrow(/0 module scripts/);
  });
});
