import { describe, expect, it } from 'vitest';
import { pageHtml, stylesheetsFor } from '../../scripts/build/prerender.ts';
import { prerenderedFile } from '../../scripts/build/prerender-pages.ts';

const TEMPLATE = `<!doctype html>
<html lang="fr" data-theme="amber">
  <head>
    <title>Zapline</title>
    <link rel="stylesheet" crossorigin href="/assets/web-1.css">
  </head>
  <body>
    <div id="root"><p class="boot-shell">Zapline</p></div>
  </body>
</html>
`;

describe('prerendered pages', () => {
  it('should link the stylesheets whose classes the markup uses, and only those', () => {
    const sheets = new Map([
      ['/assets/web-1.css', '.g1{color:red}'],
      ['/assets/login-2.css', '.p1h8t7zo{margin:0}.w1ma12sx{display:grid}'],
      ['/assets/guide-3.css', '.grid9{display:grid}'],
    ]);
    expect(stylesheetsFor('<div class="g1"><section class="p1h8t7zo">x</section></div>', sheets)).toEqual([
      '/assets/web-1.css',
      '/assets/login-2.css',
    ]);
  });

  it('should put the markup, language, title and missing stylesheets into the built page', () => {
    const html = pageHtml(
      TEMPLATE,
      { markup: '<main><h1>Anmelden</h1></main>', title: 'Zapline - Anmelden & <los>' },
      'de',
      '/login',
      ['/assets/web-1.css', '/assets/login-2.css'],
    );
    expect(html).toContain('<html lang="de" data-theme="amber">');
    expect(html).toContain('<title>Zapline - Anmelden &amp; &lt;los&gt;</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered="/login" inert aria-disabled="true"><main><h1>Anmelden</h1></main></div>',
    );
    expect(html.match(/web-1\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-2.css">\n  </head>');
    expect(html).not.toContain('boot-shell');
  });

  it('should refuse a page with no root to render into', () => {
    expect(() =>
      pageHtml('<html lang="fr"><head></head><body></body></html>', { markup: '', title: '' }, 'fr', '/login', []),
    ).toThrow(/root/);
  });

  it('should write each page where nginx looks for it: language, address, audience', () => {
    expect(prerenderedFile('web', '/live/normal', 'de', 'visitor')).toBe('prerendered/de/live/normal.visitor.html');
    expect(prerenderedFile('tv', '/home', 'en', 'subscriber')).toBe('prerendered/en/tv/home.subscriber.html');
  });
});
