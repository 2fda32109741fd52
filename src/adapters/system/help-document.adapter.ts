import type { HelpBlock, HelpDocumentApi } from '../../ports/help.port';

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The blocks of a help page's HTML: its main's headings and paragraphs, with the language each says. */
export function helpBlocksOf(html: string): HelpBlock[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const root = page.querySelector('main') ?? page.body;
  root.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return [...root.querySelectorAll('h1, h2, h3, p')].flatMap((element): HelpBlock[] => {
    const content = text(element);
    if (content === '') return [];
    const lang = element.closest('[lang]')?.getAttribute('lang') ?? undefined;
    return [
      {
        kind: element.tagName === 'P' ? 'paragraph' : 'heading',
        text: content,
        ...(lang === undefined ? {} : { lang }),
      },
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
