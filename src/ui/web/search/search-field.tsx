import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { screenPathOf } from '../../shared/route-handle';

const form = css`
  flex: 1 1 220px;
  max-width: 420px;
  input {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
    padding: 8px 12px;
    border: 1px solid var(--color-text-muted);
    border-radius: 18px;
    background: var(--color-surface-raised);
    color: var(--color-text);
  }
`;

/** Runs `task` in a task after the next frame is drawn (or soon, where frames are not drawn). */
function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

const isSearchPath = (pathname: string) => pathname === '/search' || pathname.startsWith('/search/');

/**
 * The search field of every web screen. What is typed lives in the address (`q`): the first
 * keystroke elsewhere opens the search screen (Back returns to that screen); on the search
 * screen each keystroke replaces the address, so reload and Back restore the query.
 */
export function SearchField() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onSearch = isSearchPath(pathname);
  const addressQuery = onSearch ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(addressQuery);
  // The address follows the typing a little late: an address this field wrote must not undo the
  // letters typed since. Any other change (Back, reload, a link) shows the address's query.
  const sent = useRef<string[]>([]);
  const navigationType = useNavigationType();
  useEffect(() => {
    const at = sent.current.indexOf(addressQuery);
    if (navigationType !== 'POP' && at >= 0) {
      sent.current = sent.current.slice(at + 1);
      return;
    }
    sent.current = [];
    setText(addressQuery);
  }, [addressQuery, navigationType, pathname]);
  // Set from the first keystroke: the address may lag behind fast typing, and only that first
  // keystroke may add a history entry.
  const searching = useRef(onSearch);
  useEffect(() => void (searching.current = onSearch), [onSearch]);

  // On the search screen, each key's text is drawn first; the address (and the screen that reads
  // it) is written after the frame that shows it, once for all the keys typed by then: the field
  // never waits for the router, the address's history entry or the screen's work. The key that
  // opens the search screen writes the address at once: the shell may be drawn anew under the
  // lazy screen's boundary, and a new field starts from the address (e2e: 'journal' became 'ournal').
  const goLatest = useRef<(query: string) => void>(() => {});
  const pending = useRef<string | null>(null);
  const goAfterFrame = (query: string) => {
    const scheduled = pending.current !== null;
    pending.current = query;
    if (scheduled) return;
    afterNextFrame(() => {
      const latest = pending.current;
      pending.current = null;
      if (latest !== null) goLatest.current(latest);
    });
  };
  const go = (query: string) => {
    pending.current = null;
    const screen = onSearch ? screenPathOf(pathname).replace(/\/$/, '') : '/search';
    sent.current.push(query);
    // The field's own text is set first and drawn at once; the address, and the screen that reads
    // it, follow in the router's transition, which React draws without holding up the next key.
    navigate(query === '' ? screen : `${screen}?${new URLSearchParams({ q: query })}`, { replace: searching.current });
    searching.current = true;
  };
  useEffect(() => void (goLatest.current = go));
  return (
    <form role="search" className={form} onSubmit={(event) => { event.preventDefault(); go(text); }}>
      <input
        type="search"
        aria-label={t('search_label')}
        placeholder={t('search_placeholder')}
        value={text}
        onChange={(event) => { setText(event.target.value); if (searching.current) goAfterFrame(event.target.value); else go(event.target.value); }}
      />
    </form>
  );
}
