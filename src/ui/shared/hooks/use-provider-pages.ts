import { useMemo, useRef, useState } from 'react';
import {
  IDLE_PROVIDER_PAGES,
  canOpenProviderPage,
  createProviderPageOpener,
  providerPageAnswered,
  providerPageAsked,
  type ProviderPagesState,
} from '../../../application/session/provider-pages';
import { PROVIDER_BASE_URL } from '../../../application/tokens';
import type { ProviderPage } from '../../../domain/session/provider-pages';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { errorTextKey } from '../i18n/i18n';
import type { Texts } from '../i18n/texts';
import { useService } from '../services';

/**
 * Where a layout shows a provider page, made during the press itself: the web's new tab (a
 * popup blocker allows `window.open` only then), the TV's own page.
 */
export interface ProviderPageWindow {
  /** The page's address arrived: show it. */
  show(url: string): void;
  /** It could not be opened: whatever was made for it goes (the web closes its empty tab). */
  abandon(): void;
}

/** One button of a provider page: its text, whether it waits for its token, the text of its last failure. */
export interface ProviderPageEntry {
  readonly labelKey: keyof Texts;
  readonly busy: boolean;
  readonly errorKey: keyof Texts | null;
  /** The press: `prepare` runs at once (during the press), the page opens in what it made once its token came. */
  readonly open: (prepare: () => ProviderPageWindow) => void;
}

const LABELS: Readonly<Record<ProviderPage, keyof Texts>> = {
  account: 'provider_page_account',
  help: 'provider_page_help',
};

/**
 * The provider's own pages opened signed in (issue 38: PUT auth/fork/), for both layouts: one
 * page at a time; a failure shows the catalogue's message under its button and the screen stays
 * as it was. The page's link back leads to the app where the user was.
 */
export function useProviderPages(): (page: ProviderPage) => ProviderPageEntry {
  const sessionApi = useService<SessionApi>(SESSION_API);
  const providerBase = useService<string>(PROVIDER_BASE_URL);
  const openPage = useMemo(
    () => createProviderPageOpener({ fork: (service) => sessionApi.fork(service), providerBase }),
    [sessionApi, providerBase],
  );
  const [state, setState] = useState<ProviderPagesState>(IDLE_PROVIDER_PAGES);
  // The state as of the last press, so that two presses before a render ask one token.
  const current = useRef(state);
  const update = (next: ProviderPagesState) => {
    current.current = next;
    setState(next);
  };
  return (page) => ({
    labelKey: LABELS[page],
    busy: state.busy === page,
    errorKey: state.failure?.page === page ? errorTextKey(state.failure.error) : null,
    open: (prepare) => {
      if (!canOpenProviderPage(current.current)) return;
      const target = prepare();
      update(providerPageAsked(page));
      void openPage(page, window.location.href).then((opening) => {
        if (opening.kind === 'open') target.show(opening.url);
        else target.abandon();
        update(providerPageAnswered(page, opening));
      });
    },
  });
}
