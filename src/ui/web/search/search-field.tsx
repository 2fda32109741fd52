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

  const go = (query: string) => {
    const screen = onSearch ? screenPathOf(pathname).replace(/\/$/, '') : '/search';
    sent.current.push(query);
    // flushSync, not the router's default transition: the screen renders the new query, and asks
    // the search engine for it, within the keystroke's own task (issue 13's per-keystroke budget).
    navigate(query === '' ? screen : `${screen}?${new URLSearchParams({ q: query })}`, { replace: searching.current, flushSync: true });
    searching.current = true;
  };
  return (
    <form role="search" className={form} onSubmit={(event) => { event.preventDefault(); go(text); }}>
      <input
        type="search"
        aria-label={t('search_label')}
        placeholder={t('search_placeholder')}
        value={text}
        onChange={(event) => { setText(event.target.value); go(event.target.value); }}
      />
    </form>
  );
}
