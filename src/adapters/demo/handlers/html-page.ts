const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text written into a page as text, never as markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** What every small page of the demo provider allows: nothing but what it says (`extra` adds to it). */
const PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * One small HTML page of the demo provider (not an API answer): `body` is markup already
 * escaped, under a policy that allows nothing else, never stored, its address (a token in it)
 * sent to no other site.
 */
export function htmlPage(title: string, body: string, status = 200, extraPolicy = ''): Response {
  const page = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main>${body}</main></body></html>
`;
  return new Response(page, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `${PAGE_POLICY}${extraPolicy}`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
