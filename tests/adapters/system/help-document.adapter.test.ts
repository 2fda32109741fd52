import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpBlocksOf } from '../../../src/adapters/system/help-document.adapter';

describe('the help pages read for the TV web view', () => {
  it("should read the served help page's headings and paragraphs, each in its language", () => {
    const blocks = helpBlocksOf(readFileSync('public/help.html', 'utf8'));
    expect(blocks.map((block) => [block.kind, block.lang])).toEqual([
      ['paragraph', 'fr'],
      ['heading', 'de'],
      ['paragraph', 'de'],
      ['heading', 'en'],
      ['paragraph', 'en'],
      ['paragraph', 'fr'],
    ]);
    expect(blocks[0]!.text).toMatch(/^Connectez-vous avec l'e-mail .* OK et Retour de la télécommande\.$/);
  });

  it('should keep no markup and no script of the page', () => {
    const blocks = helpBlocksOf(
      '<main><h1>Aide</h1><p>Un <b>mot</b><script>alert(1)</script></p><img src=x onerror=alert(1)></main>',
    );
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'Un mot' }]);
  });

  it("should leave out the page's own title (h1): the app's screen names itself in the user's language", () => {
    expect(helpBlocksOf('<main><h1>Aide</h1><h2>Hilfe</h2><p>Text</p></main>')).toEqual([
      { kind: 'heading', text: 'Hilfe' },
      { kind: 'paragraph', text: 'Text' },
    ]);
  });

  it('should read the characters the page writes as entities, and no block outside its main', () => {
    expect(
      helpBlocksOf(
        '<html lang="de"><p>nav</p><main><p class="x">A &amp; B &lt;C&gt; &#233;t&#xE9; &unknown;</p></main></html>',
      ),
    ).toEqual([{ kind: 'paragraph', text: 'A & B <C> été &unknown;', lang: 'de' }]);
  });
});
