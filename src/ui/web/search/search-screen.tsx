import { css } from '@linaria/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { searchPath, searchTabOf, type SearchModel, type SearchTab } from '../../../application/search.model';
import type { Channel } from '../../../domain/channel';
import type { Show } from '../../../domain/show';
import type { Temporal } from '../../../domain/time';
import { CardSlot } from '../../shared/components/card-slot';
import { ShowCard } from '../../shared/components/card-show';
import { useCardRules } from '../../shared/hooks/use-card-rules';
import { useRetryFailedLoads } from '../../shared/hooks/use-retry-failed-loads';
import { useSearch } from '../../shared/hooks/use-search';
import { errorTextKey } from '../../shared/i18n/i18n';

const tabList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 8px 14px;
    border-radius: 18px;
    background: var(--color-surface-raised);
    color: var(--color-text);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
const grid = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
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

/** /search and /search/{tab}: the results of the query in the address, by kind. */
export function SearchScreen() {
  const { tab: param } = useParams();
  const { search } = useLocation();
  const query = new URLSearchParams(search).get('q') ?? '';
  const tab = searchTabOf(param);
  if (tab === null) return <Navigate to={searchPath(undefined, query)} replace />;
  return <SearchResults query={query} tab={tab} />;
}

function SearchResults({ query, tab }: { query: string; tab: SearchTab | undefined }) {
  const { t } = useTranslation();
  const model = useSearch(query, tab);
  const retry = useRetryFailedLoads();
  return (
    // data-results-for: the query the drawn results answer (the in-page bench and tests wait on it).
    <section aria-labelledby="search-heading" data-results-for={model.resultsFor}>
      <h1 id="search-heading">{t('search_title')}</h1>
      <nav aria-label={t('search_tabs')}>
        <ul className={tabList}>
          {model.tabs.map((each) => (
            <li key={each.tab ?? 'all'}>
              <Link to={each.path} aria-current={each.tab === tab ? 'page' : undefined}>{t(TAB_LABELS[each.tab ?? 'all'], { count: each.count })}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {model.remoteError ? (
        <div className={failure}>
          <p role="alert">{t('search_remote_failed')} {t(errorTextKey(model.remoteError))}</p>
          <button type="button" onClick={retry}>{t('retry')}</button>
        </div>
      ) : null}
      <SearchBody model={model} query={query} tab={tab} />
    </section>
  );
}

function SearchBody({ model, query, tab }: { model: SearchModel; query: string; tab: SearchTab | undefined }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const rules = useCardRules();
  const screen = tab ? `/search/${tab}` : '/search';
  if (model.state === 'empty') return <p>{t('search_empty')}</p>;
  if (model.state === 'searching') return <p role="status">{t('search_searching')}</p>;
  if (model.state === 'none') return <p role="status">{t('search_none', { query })}</p>;
  const count = model.results.length + model.more;
  return (
    <>
      <p role="status">{t('search_results', { query, count })}</p>
      <ul className={grid} aria-label={t('search_results', { query, count })}>
        {model.results.map(({ show, channel }) => (
          <ResultCard key={show.id} show={show} channel={channel} now={rules.now} level={rules.level} to={`${screen}/show/${encodeURIComponent(show.id)}${search}`} />
        ))}
      </ul>
      {model.more > 0 ? <p>{t('search_more', { count: model.more })}</p> : null}
    </>
  );
}

/** One result, drawn again only when its own props change (not when the screen redraws for another reason). */
const ResultCard = memo(function ResultCard(props: { show: Show; channel: Channel | undefined; now: Temporal.Instant; level: number; to: string }) {
  return (
    <CardSlot kind="show" atOnce>
      <ShowCard {...props} />
    </CardSlot>
  );
});
