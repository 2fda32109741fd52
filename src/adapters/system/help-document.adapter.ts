import type { HelpBlock, HelpDocumentApi } from '../../ports/help.port';

// The help page is read as text, never parsed into a document: no markup of it reaches the app,
// and the served Trusted Types policy (`require-trusted-types-for 'script'`) has no HTML sink to allow.
const UNREAD = /<(script|style|template)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const MAIN = /<main\b[^>]*>([\s\S]*?)<\/main\s*>/i;
// Its h1 is the page's own title: the app's screen has its own, in the user's language.
const BLOCK = /<(h[23]|p)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const LANG = /\blang\s*=\s*["']?([A-Za-z-]+)/i;
const PAGE_LANG = /<html\b([^>]*)>/i;
const TAG = /<[^>]*>/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** The blocks of a help page's HTML: the headings (h2, h3) and paragraphs of its main, with the language each says. */
export function helpBlocksOf(html: string): HelpBlock[] {
  const page = html.replace(UNREAD, '');
  const pageLang = LANG.exec(PAGE_LANG.exec(page)?.[1] ?? '')?.[1];
  const main = MAIN.exec(page)?.[1] ?? page;
  return [...main.matchAll(BLOCK)].flatMap(([, tag, attributes, content]): HelpBlock[] => {
    const text = decode((content ?? '').replace(TAG, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text === '') return [];
    const lang = LANG.exec(attributes ?? '')?.[1] ?? pageLang;
    return [
      { kind: tag === 'p' || tag === 'P' ? 'paragraph' : 'heading', text, ...(lang === undefined ? {} : { lang }) },
    ];
  });
}

/** Reads the help pages the app serves beside itself (same origin), as text blocks. */
export function createHelpDocumentApi(path: string): HelpDocumentApi {
  return {
    async document() {
      const response = await fetch(path, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`help document: HTTP ${response.status}`);
      return helpBlocksOf(await response.text());
    },
  };
}
