import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { SearchModel, SearchTab } from '../../../../application/search/search.model';
import { useShowTime } from '../../../shared/components/card';
import { useRetryFailedLoads } from '../../../shared/hooks/use-retry-failed-loads';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRemoteKeys } from '../../keys/key-layers';
import { list, panel, result, tabBar, tabStyle } from './tv-search-results-styles';

const TAB_LABELS = { all: 'search_tab_all', live: 'search_tab_live', replay: 'search_tab_replay' } as const;

/** What the results let the screen do: take the focus from the keyboard, give it back after an overlay. */
export interface TvSearchResultsHandle {
  /** Focuses the first result; false when there is none. */
  enter(): boolean;
  /** Focuses the tab or result that had the focus last. */
  focusCurrent(): void;
  /** Focuses the result of this show; false when it is not among the results. */
  focusShow(showId: string): boolean;
}

interface TvSearchResultsProps {
  readonly model: SearchModel;
  readonly tab: SearchTab | undefined;
  readonly active: boolean;
  /** Left off the results, or Back: the keyboard's key last used. */
  readonly onLeave: () => void;
  readonly onOpen: (showId: string) => void;
  readonly onTab: (tab: SearchTab | undefined) => void;
  /** Each result that gets the focus (for the screen's focus memory). */
  readonly onFocusShow?: (showId: string) => void;
  readonly ref?: Ref<TvSearchResultsHandle>;
}

type Place = { readonly on: 'tabs' | 'retry' | 'list'; readonly index: number };
const RETRY: Place = { on: 'retry', index: 0 };

/**
 * The search's tabs and results beside the TV keyboard, walked with the arrows: Up from the first
 * result reaches the tabs (through Retry when the provider's search failed), Left or Back returns
 * to the keyboard, Enter opens a result's overlay.
 */
export function TvSearchResults({
  model,
  tab,
  active,
  onLeave,
  onOpen,
  onTab,
  onFocusShow,
  ref,
}: TvSearchResultsProps) {
  const { t } = useTranslation();
  const time = useShowTime();
  const container = useRef<HTMLDivElement>(null);
  const retry = useRetryFailedLoads();
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const retryButton = useRef<HTMLButtonElement>(null);
  const resultButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [place, setPlace] = useState<Place>({ on: 'list', index: 0 });
  const at = useRef(place);
  const results = model.results;
  const count = results.length;
  const failed = model.remoteError !== null;

  const focus = (next: Place) => {
    at.current = next;
    setPlace(next);
    const element =
      next.on === 'retry' ? retryButton.current : (next.on === 'tabs' ? tabButtons : resultButtons).current[next.index];
    element?.focus();
    element?.scrollIntoView({ block: 'nearest' });
  };
  const currentTab = Math.max(
    0,
    model.tabs.findIndex((each) => each.tab === tab),
  );
  // Fewer results than the focused one's place (a new answer): the focus goes to the last one.
  useLayoutEffect(() => {
    if (at.current.on === 'list' && at.current.index >= count && count > 0) {
      const inside = container.current?.contains(document.activeElement) === true;
      if (inside) focus({ on: 'list', index: count - 1 });
      else at.current = { on: 'list', index: count - 1 };
    }
  }, [count]);

  useImperativeHandle(ref, () => ({
    enter() {
      if (count === 0 && !failed) return false;
      focus(count === 0 ? RETRY : { on: 'list', index: 0 });
      return true;
    },
    focusCurrent() {
      const current = at.current;
      if ((current.on === 'list' && count === 0) || (current.on === 'retry' && !failed)) return onLeave();
      focus(current.on === 'list' ? { on: 'list', index: Math.min(current.index, count - 1) } : current);
    },
    focusShow(showId) {
      const index = results.findIndex((each) => each.show.id === showId);
      if (index < 0) return false;
      focus({ on: 'list', index });
      return true;
    },
  }));

  useRemoteKeys(
    'screen',
    (key) => {
      if (container.current?.contains(document.activeElement) !== true) return false;
      const { on, index } = at.current;
      if (key.action === 'back') return (onLeave(), true);
      if (on === 'list') {
        if (key.action === 'up')
          focus(index > 0 ? { on, index: index - 1 } : failed ? RETRY : { on: 'tabs', index: currentTab });
        else if (key.action === 'down') focus({ on, index: Math.min(count - 1, index + 1) });
        else if (key.action === 'left') onLeave();
        else if (key.action === 'enter' && results[index]) onOpen(results[index].show.id);
        else if (key.action !== 'right') return false;
        return true;
      }
      if (on === 'retry') {
        if (key.action === 'up') focus({ on: 'tabs', index: currentTab });
        else if (key.action === 'down' && failed) focus(RETRY);
        else if (key.action === 'down' && count > 0) focus({ on: 'list', index: 0 });
        else if (key.action === 'left') onLeave();
        else if (key.action === 'enter') retry();
        else if (key.action !== 'right' && key.action !== 'down') return false;
        return true;
      }
      if (key.action === 'left') {
        if (index > 0) focus({ on, index: index - 1 });
        else onLeave();
      } else if (key.action === 'right') focus({ on, index: Math.min(model.tabs.length - 1, index + 1) });
      else if (key.action === 'down' && failed) focus(RETRY);
      else if (key.action === 'down' && count > 0) focus({ on: 'list', index: 0 });
      else if (key.action === 'enter') onTab(model.tabs[index]!.tab);
      else if (key.action !== 'up' && key.action !== 'down') return false;
      return true;
    },
    active,
  );

  const label = t('search_results', { query: model.resultsFor, count: count + model.more });
  return (
    // data-results-for: the query the drawn results answer (tests wait on it).
    <div ref={container} className={panel} data-results-for={model.resultsFor}>
      <nav aria-label={t('search_tabs')}>
        <ul className={tabBar}>
          {model.tabs.map((each, index) => (
            <li key={each.tab ?? 'all'}>
              <button
                ref={(element) => void (tabButtons.current[index] = element)}
                type="button"
                className={tabStyle}
                tabIndex={place.on === 'tabs' && place.index === index ? 0 : -1}
                aria-current={each.tab === tab ? 'page' : undefined}
                onFocus={() => (at.current = { on: 'tabs', index })}
                onClick={() => onTab(each.tab)}
              >
                {t(TAB_LABELS[each.tab ?? 'all'], { count: each.count })}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {model.remoteError ? (
        <div>
          <p role="alert">
            {t('search_remote_failed')} {t(errorTextKey(model.remoteError))}
          </p>
          <button
            ref={retryButton}
            type="button"
            className={tabStyle}
            tabIndex={place.on === 'retry' ? 0 : -1}
            onFocus={() => (at.current = RETRY)}
            onClick={retry}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {model.state === 'empty' ? <p>{t('search_empty')}</p> : null}
      {model.state === 'searching' ? <p role="status">{t('search_searching')}</p> : null}
      {model.state === 'none' ? <p role="status">{t('search_none', { query: model.resultsFor })}</p> : null}
      {model.state === 'results' ? (
        <>
          <p role="status">{label}</p>
          <ul className={list} aria-label={label}>
            {results.map(({ show, channel }, index) => (
              <li key={show.id}>
                <button
                  ref={(element) => void (resultButtons.current[index] = element)}
                  type="button"
                  className={result}
                  tabIndex={place.on === 'list' && place.index === index ? 0 : -1}
                  onFocus={() => {
                    at.current = { on: 'list', index };
                    onFocusShow?.(show.id);
                  }}
                  onClick={() => onOpen(show.id)}
                >
                  <strong>{show.title}</strong>
                  <span>
                    {channel ? `${channel.name} · ` : ''}
                    {time(show.startDate)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {model.more > 0 ? <p>{t('search_more', { count: model.more })}</p> : null}
        </>
      ) : null}
    </div>
  );
}
