import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFocusMemory } from '../../focus-memory';
import { TvTabButton } from '../live/tv-tab-button';
import { listPage } from './tv-list-page-style';
import { tabKey, type TvListScreen } from './use-tv-list-screen';

const tabBar = css`
  display: flex;
  margin-bottom: 32px;
`;

/** The tabs at the top of the page show whole when they get the focus. */
const toTop = () => void ((document.scrollingElement ?? document.documentElement).scrollTop = 0);

/** The tabs of a TV list screen: each is an address (`pathOf`) and has its own focus memory (`memoryOf`). */
export interface TvTabs<T extends string> {
  readonly tabs: readonly T[];
  readonly current: T;
  readonly label: (tab: T) => string;
  readonly pathOf: (tab: T) => string;
  readonly memoryOf: (tab: T) => string;
}

/**
 * A TV list screen (suggestions, actors, shows of actors, my sports): its title, its tabs as on
 * live (a tab keeps the focus on its own button), its content, and the detail overlay opened
 * over it (the screen under it is hidden meanwhile).
 */
export function TvListPage<T extends string>({
  focusKey: pageKey,
  title,
  tabs,
  screen,
  tabFirst = false,
  children,
}: {
  focusKey: string;
  /** Whether the current tab is the screen's first element (its list is empty). */
  tabFirst?: boolean;
  title: string;
  tabs?: TvTabs<T>;
  screen: TvListScreen;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const memory = useFocusMemory();
  const { ref, focusKey } = useFocusable({ focusKey: pageKey, trackChildren: true });
  return (
    <>
      <main className={listPage} aria-hidden={screen.open || undefined}>
        <FocusContext.Provider value={focusKey}>
          <div ref={ref}>
            <h1>{title}</h1>
            {tabs ? (
              <nav className={tabBar} aria-label={t('discover_tabs')} onFocus={toTop}>
                {tabs.tabs.map((tab) => (
                  <TvTabButton
                    key={tab}
                    focusKey={tabKey(tab)}
                    current={tab === tabs.current}
                    autoFocus={screen.takesFocus(tabKey(tab), tabFirst && tab === tabs.current)}
                    onPress={() => {
                      // The new tab keeps the focus on its own tab button, not on its first card.
                      memory.remember(tabs.memoryOf(tab), tabKey(tab));
                      void navigate(tabs.pathOf(tab), { replace: true });
                    }}
                  >
                    {tabs.label(tab)}
                  </TvTabButton>
                ))}
              </nav>
            ) : null}
            {children}
          </div>
        </FocusContext.Provider>
      </main>
      {/* The overlay's own boundary: the screen under it, and its focus, stay while its code loads. */}
      <Suspense fallback={null}>{screen.overlay}</Suspense>
    </>
  );
}
