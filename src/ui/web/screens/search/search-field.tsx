import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { ADDRESS_PAUSE_MS } from '../../../../domain/search/search-address';
import { usePausedWrite } from '../../../shared/hooks/use-paused-write';
import { screenPathOf } from '../../../shared/route-handle';
import { setTypedQuery, typedQueryAt } from './typed-query';

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
 * keystroke elsewhere opens the search screen (Back returns to that screen); on the search screen
 * the address is replaced once typing pauses, at once on Enter, and before a link is followed or
 * the page is left, so reload and Back restore the query.
 */
export function SearchField() {
  const { t } = useTranslation();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const onSearch = isSearchPath(pathname);
  const addressQuery = onSearch ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(() => (onSearch ? typedQueryAt(key) : null) ?? addressQuery);
  // An address this field wrote must not undo the letters typed since. Any other change (Back,
  // reload, a link) shows the address's query.
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
  // Set from the first keystroke: only that first keystroke may add a history entry. The router
  // enters the search at once, but the screens render its address in a transition, which keeps
  // this screen (and `pathname`) while the search screen's code loads: the keys typed meanwhile
  // replace the entry the first one added.
  const searching = useRef(onSearch);
  useEffect(() => void (searching.current = onSearch), [onSearch]);

  // The query typed and not yet written to the address: written once typing paused
  // (ADDRESS_PAUSE_MS). Meanwhile the screen shows the typed query's results (typed-query.ts): a
  // key costs no navigation and no render of the shell, only the field and the results.
  const address = usePausedWrite((query: string) => latest.current.go(query), ADDRESS_PAUSE_MS);
  const addressOf = (query: string) => {
    const screen = onSearch ? screenPathOf(pathname).replace(/\/$/, '') : '/search';
    return query === '' ? screen : `${screen}?${new URLSearchParams({ q: query })}`;
  };
  const go = (query: string) => {
    address.cancel();
    sent.current.push(query);
    navigate(addressOf(query), { replace: searching.current });
    searching.current = true;
  };
  const latest = useRef({ go, addressOf });
  useEffect(() => void (latest.current = { go, addressOf }));
  const typeOnSearch = (query: string) => {
    address.hold(query);
    setTypedQuery({ query, key });
  };
  // Another entry of the history (Back, a link to another screen) drops what was typed over this
  // one; the field's own address or a tab of the search keeps it for the new entry.
  useEffect(() => {
    const query = address.pending();
    if (query === null) return;
    if (navigationType === 'POP' || !onSearch) {
      address.cancel();
      setTypedQuery(null);
    } else setTypedQuery({ query, key });
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  // Before a link is followed or the page is left, the current entry gets the typed query: the
  // history entry itself, at once (a navigation of the router would be cut short by the link's).
  useEffect(() => {
    const flush = (event: Event) => {
      const query = address.pending();
      if (query === null) return;
      if (event.type === 'click' && !(event.target instanceof Element && event.target.closest('a[href]'))) return;
      window.history.replaceState(window.history.state, '', latest.current.addressOf(query));
      address.cancel();
    };
    document.addEventListener('click', flush, true);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('click', flush, true);
      window.removeEventListener('pagehide', flush);
      // A field drawn anew (under a lazy screen's boundary) starts from the address: written now.
      const query = address.pending();
      if (query !== null) latest.current.go(query);
      setTypedQuery(null);
    };
  }, [address]);
  return (
    <form
      role="search"
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        go(text);
      }}
    >
      <input
        type="search"
        aria-label={t('search_label')}
        placeholder={t('search_placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (searching.current && onSearch) typeOnSearch(event.target.value);
          else go(event.target.value);
        }}
      />
    </form>
  );
}
