import { css } from '@linaria/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useOutlet, useParams } from 'react-router';
import { searchPath, searchTabOf, type SearchTab } from '../../../../application/search/search.model';
import { useSearch } from '../../../shared/hooks/use-search';
import { useSearchAddress } from '../../../shared/hooks/use-search-address';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFocusMemory } from '../../focus-memory';
import type { KeyPosition } from '../../keyboard/keyboard-layout';
import { TvKeyboard, type TvKeyboardHandle } from '../../keyboard/tv-keyboard';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { searchPage } from './tv-search-page';
import { TvSearchResults, type TvSearchResultsHandle } from './tv-search-results';

const hint = css`
  margin: 0 0 24px;
  color: var(--color-text-muted);
`;
const columns = css`
  display: flex;
  align-items: flex-start;
`;
const field = css`
  flex: none;
  label {
    display: block;
    margin: 0 0 8px;
  }
  output {
    display: block;
    box-sizing: border-box;
    width: 648px;
    min-height: 68px;
    margin: 0 0 24px;
    padding: 12px 20px;
    border: 2px solid var(--color-text-muted);
    border-radius: 12px;
    background: var(--color-surface);
    font-size: 2rem;
    white-space: pre;
    overflow: hidden;
  }
`;
const placeholder = css`
  color: var(--color-text-muted);
`;

/** The focus memory's name for this screen. */
const SEARCH_SCREEN = 'search';

/** What the focus memory keeps of this screen: the key (`key:row,column`) or the result's show (`show:id`) focused last. */
type SearchFocus = { readonly key: KeyPosition } | { readonly show: string } | null;
const KEY_FOCUS = /^key:(\d+),(\d+)$/;
function searchFocusOf(saved: string | undefined): SearchFocus {
  const key = KEY_FOCUS.exec(saved ?? '');
  if (key) return { key: { row: Number(key[1]), column: Number(key[2]) } };
  return saved?.startsWith('show:') ? { show: saved.slice('show:'.length) } : null;
}

/** /search and /search/{tab} on TV (issue 36): the query typed with the remote, the results beside it. */
export function TvSearchScreen() {
  const { tab: param } = useParams();
  const { search } = useLocation();
  const tab = searchTabOf(param);
  if (tab === null) return <Navigate to={searchPath(undefined, new URLSearchParams(search).get('q') ?? '')} replace />;
  return <TvSearch tab={tab} />;
}

/**
 * The on-screen keyboard (src/ui/tv/keyboard) and the web's search model beside it: results as keys
 * are chosen, Right off the last column of a letter row reaches them, Enter opens a result's overlay over
 * the screen, Back from the results returns to the key last used, Back from the keyboard is the
 * shell's (the menu). Closing an overlay gives the focus back to the result that opened it, also
 * when the screen was drawn anew under it (back from the player the overlay led to).
 */
function TvSearch({ tab }: { tab: SearchTab | undefined }) {
  const { t } = useTranslation();
  const address = useSearchAddress(tab);
  const model = useSearch(address.query, tab);
  const navigate = useNavigate();
  const overlay = useOutlet();
  const open = overlay !== null;
  const keyboard = useRef<TvKeyboardHandle>(null);
  const results = useRef<TvSearchResultsHandle>(null);
  const memory = useFocusMemory();
  const [restored] = useState(() => searchFocusOf(memory.recall(SEARCH_SCREEN)));
  const [openAtStart] = useState(open);
  // The result remembered counts only for a screen drawn under its overlay; a screen opened afresh starts on the keyboard.
  const restoredShow = useRef(openAtStart && restored !== null && 'show' in restored ? restored.show : null);
  const inResults = useRef(restoredShow.current !== null);
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    // Drawn anew under the overlay: the result remembered, once; else where the focus was.
    const show = restoredShow.current;
    restoredShow.current = null;
    if (show !== null && results.current?.focusShow(show)) return;
    if (inResults.current && show === null) results.current?.focusCurrent();
    else keyboard.current?.focusLastUsed();
  }, [open]);

  const openShow = (showId: string) => {
    address.flush();
    inResults.current = true;
    const base = searchPath(tab, '');
    void navigate(
      `${base}/show/${encodeURIComponent(showId)}?${new URLSearchParams({ q: address.query })}`,
      overlayNavigation,
    );
  };

  return (
    <>
      <main className={searchPage} aria-hidden={open || undefined}>
        <h1>{t('search_title')}</h1>
        <p className={hint}>{t('tv_search_hint')}</p>
        <div className={columns}>
          <div className={field}>
            <label htmlFor="tv-search-query">{t('tv_search_query')}</label>
            <output id="tv-search-query">
              {address.query === '' ? <span className={placeholder}>{t('search_placeholder')}</span> : address.query}
            </output>
            <TvKeyboard
              ref={keyboard}
              value={address.query}
              onChange={address.type}
              active={!open}
              autoFocus={!openAtStart}
              initialPosition={restored !== null && 'key' in restored ? restored.key : undefined}
              onFocusKey={(at) => {
                inResults.current = false;
                memory.remember(SEARCH_SCREEN, `key:${at.row},${at.column}`);
              }}
              onRightEdge={() => {
                const entered = results.current?.enter() ?? false;
                if (entered) inResults.current = true;
                return entered;
              }}
            />
          </div>
          <TvSearchResults
            ref={results}
            model={model}
            tab={tab}
            active={!open}
            onLeave={() => {
              inResults.current = false;
              keyboard.current?.focusLastUsed();
            }}
            onOpen={openShow}
            onFocusShow={(id) => memory.remember(SEARCH_SCREEN, `show:${id}`)}
            onTab={(next) => {
              inResults.current = true;
              address.goTab(next);
            }}
          />
        </div>
      </main>
      {/* The overlay's own boundary: the screen under it, and its focus, stay while its code loads. */}
      <Suspense fallback={null}>{overlay}</Suspense>
    </>
  );
}
