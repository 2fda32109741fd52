import { css, cx } from '@linaria/core';
import { memo, startTransition, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { searchPath, searchTabOf, type SearchModel, type SearchTab } from '../../../../application/search/search.model';
import type { Channel } from '../../../../domain/guide/channel';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../../domain/layout';
import type { Show } from '../../../../domain/shows/show';
import type { Temporal } from '../../../../domain/time';
import { CardSlot } from '../../../shared/components/card-slot';
import { ShowCard } from '../../../shared/components/card-show';
import { useCardRules } from '../../../shared/hooks/use-card-rules';
import { useRetryFailedLoads } from '../../../shared/hooks/use-retry-failed-loads';
import { useSearch } from '../../../shared/hooks/use-search';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { afterNextPaint } from '../../../shared/schedule';
import { useTypedQuery } from './typed-query';
import { currentPageLink, linkChips } from '../../styles/links';

const tabList = cx(
  linkChips,
  currentPageLink,
  css`
    margin: 0 0 16px;
  `,
);
const GRID_GAP_PX = 16;
const grid = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${GRID_GAP_PX}px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const failure = css`
  margin: 0 0 16px;
  p {
    margin: 0 0 8px;
  }
`;

const TAB_LABELS = { all: 'search_tab_all', live: 'search_tab_live', replay: 'search_tab_replay' } as const;

/** /search and /search/{tab}: the results of the query typed (typed-query.ts) or else in the address, by kind. */
export function SearchScreen() {
  const { tab: param } = useParams();
  const { search, key } = useLocation();
  const query = useTypedQuery(key) ?? new URLSearchParams(search).get('q') ?? '';
  const tab = searchTabOf(param);
  if (tab === null) return <Navigate to={searchPath(undefined, query)} replace />;
  return <SearchResults query={query} tab={tab} />;
}

/** Drawn at each key (the search starts from here); what it shows is drawn again only when the model changes: once per answer. */
function SearchResults({ query, tab }: { query: string; tab: SearchTab | undefined }) {
  return <SearchView model={useSearch(query, tab)} tab={tab} />;
}

const SearchView = memo(function SearchView({ model, tab }: { model: SearchModel; tab: SearchTab | undefined }) {
  const { t } = useTranslation();
  const retry = useRetryFailedLoads();
  return (
    // data-results-for: the query the drawn results answer (the in-page bench and tests wait on it).
    <section aria-labelledby="search-heading" data-results-for={model.resultsFor}>
      <h1 id="search-heading">{t('search_title')}</h1>
      <nav aria-label={t('search_tabs')}>
        <ul className={tabList}>
          {model.tabs.map((each) => (
            <li key={each.tab ?? 'all'}>
              <Link to={each.path} aria-current={each.tab === tab ? 'page' : undefined}>
                {t(TAB_LABELS[each.tab ?? 'all'], { count: each.count })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {model.remoteError ? (
        <div className={failure}>
          <p role="alert">
            {t('search_remote_failed')} {t(errorTextKey(model.remoteError))}
          </p>
          <button type="button" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      <SearchBody model={model} tab={tab} />
    </section>
  );
});

function SearchBody({ model, tab }: { model: SearchModel; tab: SearchTab | undefined }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const rules = useCardRules();
  if (model.state === 'empty') return <p>{t('search_empty')}</p>;
  if (model.state === 'searching') return <p role="status">{t('search_searching')}</p>;
  if (model.state === 'none') return <p role="status">{t('search_none', { query: model.resultsFor })}</p>;
  // The drawn results answer model.resultsFor, which lags what is typed while the engine searches.
  const count = model.results.length + model.more;
  const shown = new URLSearchParams(search);
  shown.set('q', model.resultsFor);
  return (
    <>
      <p role="status">{t('search_results', { query: model.resultsFor, count })}</p>
      <ResultList
        results={model.results}
        label={t('search_results', { query: model.resultsFor, count })}
        base={tab ? `/search/${tab}` : '/search'}
        search={`?${shown}`}
        now={rules.now}
        level={rules.level}
      />
      {model.more > 0 ? <p>{t('search_more', { count: model.more })}</p> : null}
    </>
  );
}

interface ResultListProps {
  readonly results: SearchModel['results'];
  readonly label: string;
  /** The tab's path and the address's query string for the results drawn: a result's overlay opens over it. */
  readonly base: string;
  readonly search: string;
  readonly now: Temporal.Instant;
  readonly level: number;
}

/**
 * The slots a new result list draws with its first answer, each card at once: as many rows of
 * cards as the window's height holds, as wide as the window (the list itself is no larger), so
 * every card in view, and no placeholder drawn and replaced in the same frame.
 */
export function slotsInView(width = innerWidth, height = innerHeight): number {
  const columns = Math.max(1, Math.floor((width + GRID_GAP_PX) / (CARD_WIDTH + GRID_GAP_PX)));
  return columns * Math.ceil(height / (CARD_HEIGHT + GRID_GAP_PX));
}

const sameResults = (a: ResultListProps['results'], b: ResultListProps['results']) =>
  a === b ||
  (a.length === b.length && a.every((each, i) => each.show === b[i]!.show && each.channel === b[i]!.channel));

/**
 * The results' cards, drawn again only when the results drawn change: not when the screen draws
 * again for another reason while the engine is still searching. A slot is kept by its place, not by its show: at each
 * answer the cards in view are redrawn in place (a slot seen stays seen, the card's elements are
 * reused), not removed and mounted again with a layout read and an observer for each.
 */
const ResultList = memo(
  function ResultList({ results, label, base, search, now, level }: ResultListProps) {
    // A new list draws the slots in view with the answer, their cards at once; the others (out of
    // view: placeholders until the observer sees them, no layout read) in a transition once that
    // frame is painted.
    const [first] = useState(slotsInView);
    const [whole, setWhole] = useState(false);
    useEffect(() => (whole ? undefined : afterNextPaint(() => startTransition(() => setWhole(true)))), [whole]);
    return (
      <ul className={grid} aria-label={label}>
        {(whole ? results : results.slice(0, first)).map(({ show, channel }, place) => (
          // The slot is the place (see above); its card follows the show.
          <ResultCard
            key={place}
            inView={place < first}
            show={show}
            channel={channel}
            now={now}
            level={level}
            to={`${base}/show/${encodeURIComponent(show.id)}${search}`}
          />
        ))}
      </ul>
    );
  },
  (before, after) =>
    sameResults(before.results, after.results) &&
    before.label === after.label &&
    before.base === after.base &&
    before.search === after.search &&
    before.now === after.now &&
    before.level === after.level,
);

/** One result, drawn again only when its own props change (not when the screen redraws for another reason). */
const ResultCard = memo(function ResultCard({
  inView,
  ...props
}: {
  inView: boolean;
  show: Show;
  channel: Channel | undefined;
  now: Temporal.Instant;
  level: number;
  to: string;
}) {
  return (
    <CardSlot kind="show" seen={inView}>
      <ShowCard {...props} />
    </CardSlot>
  );
});
