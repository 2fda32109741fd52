import { useId } from 'react';
import { PROVIDER_PAGES, type ProviderPage } from '../../domain/session/provider-pages';
import { useProviderPages, type ProviderPageEntry, type ProviderPageWindow } from '../shared/hooks/use-provider-pages';
import { useTranslation } from '../shared/i18n/use-translation';

/**
 * A new tab, opened during the click (a popup blocker allows `window.open` then only), blank
 * until the page's address comes; it gets no handle on this one. Closed when the page cannot open.
 */
function newTab(): ProviderPageWindow {
  const tab = window.open('', '_blank');
  return {
    show: (url) => {
      if (tab === null || tab.closed) return void window.open(url, '_blank', 'noopener');
      tab.opener = null;
      tab.location.replace(url);
    },
    abandon: () => tab?.close(),
  };
}

/** One provider page in the web's settings menu: a button that opens it, signed in, in a new tab. */
function ProviderPageItem({ page, first, entry }: { page: ProviderPage; first: boolean; entry: ProviderPageEntry }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li data-provider-page={page} data-first={first || undefined}>
      <button
        type="button"
        aria-describedby={`${id}-note`}
        aria-disabled={entry.busy || undefined}
        onClick={() => entry.open(newTab)}
      >
        {t(entry.labelKey)}
        {entry.busy ? ` (${t('loading')})` : null}
      </button>
      {/* Hidden, yet the button's description (a description reads hidden text it names). */}
      <span id={`${id}-note`} hidden>
        {t('provider_page_new_tab')}
      </span>
      {entry.errorKey === null ? null : <p role="alert">{t(entry.errorKey)}</p>}
    </li>
  );
}

/**
 * The provider's own pages (issue 38: account, online help) under the web's settings entry. The
 * shell loads it later (its default export, for React's `lazy`): it is not in the first load.
 */
export default function WebProviderPages() {
  const entry = useProviderPages();
  return PROVIDER_PAGES.map((page, index) => (
    <ProviderPageItem key={page} page={page} first={index === 0} entry={entry(page)} />
  ));
}
