import { useEffect, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { searchPath, type SearchTab } from '../../../application/search/search.model';
import { ADDRESS_PAUSE_MS } from '../../../domain/search/search-address';
import { usePausedWrite } from './use-paused-write';

/** The search screen's own addresses (/search, /search/{tab}), not its overlays'. */
const SCREEN_PATH = /^\/search(\/[^/]+)?\/?$/;

/** The query of a search screen typed key by key (the TV's keyboard), and what keeps it in the address. */
export interface SearchAddress {
  readonly query: string;
  /** The query typed now: searched at once, written to the address once typing pauses. */
  type(query: string): void;
  /** Writes the query still waiting into the current history entry at once (before a new entry is opened over it). */
  flush(): void;
  /** Opens another tab of the search with the query. */
  goTab(tab: SearchTab | undefined): void;
}

/**
 * The search screen's query, kept in its address (`q`) as the web's search field keeps it: the
 * current entry is replaced once typing pauses (ADDRESS_PAUSE_MS), so reload and Back restore it,
 * and a key costs no navigation.
 */
export function useSearchAddress(tab: SearchTab | undefined): SearchAddress {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The router's base (`/tv`): a flush writes the browser's entry itself.
  const base = useHref('/').replace(/\/$/, '');
  const addressQuery = new URLSearchParams(search).get('q') ?? '';
  const [query, setQuery] = useState(addressQuery);
  const address = usePausedWrite((typed: string) => {
    address.cancel();
    void navigate(searchPath(tab, typed), { replace: true });
  }, ADDRESS_PAUSE_MS);
  // Another address of the screen itself (Back, a link) shows its query; an overlay over the screen
  // (its address may lack the query) and the screen's own writes leave the query typed.
  const onScreen = SCREEN_PATH.test(pathname);
  useEffect(() => {
    if (onScreen && address.pending() === null) setQuery(addressQuery);
  }, [addressQuery, onScreen, address]);
  // A query still waiting when the screen goes is dropped: its write would bring the screen back.
  useEffect(() => () => address.cancel(), [address]);
  return {
    query,
    type(typed) {
      setQuery(typed);
      address.hold(typed);
    },
    flush() {
      const typed = address.pending();
      if (typed === null) return;
      // The browser's entry itself: a navigation of the router would be cut short by the one that follows.
      window.history.replaceState(window.history.state, '', base + searchPath(tab, typed));
      address.cancel();
    },
    goTab(next) {
      address.cancel();
      void navigate(searchPath(next, query), { replace: true });
    },
  };
}
