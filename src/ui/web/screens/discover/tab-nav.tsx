import { css, cx } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NavLink } from 'react-router';
import {
  ACTOR_TABS,
  SPORTS_TABS,
  TIME_TABS,
  type ActorTab,
  type TimeTab,
} from '../../../../application/discover/discover-tabs';
import { currentPageLink } from '../../styles/links';

const navLinks = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 8px 16px;
    border-radius: 999px;
    border: 1px solid var(--color-accent);
    color: var(--color-text);
    text-decoration: none;
    font-weight: 600;
  }
`;
const nav = cx(navLinks, currentPageLink);

/** The tabs of a list screen: their names, the screen's address, and each one's label. */
export interface ScreenTabs<T extends string> {
  readonly tabs: readonly T[];
  readonly base: string;
  labelKey(tab: T): string;
}

export const ACTORS_TABS: ScreenTabs<ActorTab> = {
  tabs: ACTOR_TABS,
  base: '/actors',
  labelKey: (tab) => `actors_tab_${tab}`,
};
export const SHOWS_ACTORS_TABS: ScreenTabs<TimeTab> = {
  tabs: TIME_TABS,
  base: '/showsactors',
  labelKey: (tab) => `showsactors_tab_${tab}`,
};
export const MY_SPORTS_TABS: ScreenTabs<TimeTab> = {
  tabs: SPORTS_TABS,
  base: '/mysports',
  labelKey: (tab) => `mysports_tab_${tab}`,
};

/** The tabs of a list screen as links (the tab is part of the address), the current one marked. */
export function TabNav<T extends string>({ tabs, base, labelKey }: ScreenTabs<T>) {
  const { t } = useTranslation();
  return (
    <nav className={nav} aria-label={t('discover_tabs')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <NavLink to={`${base}/${tab}`}>{t(labelKey(tab))}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
