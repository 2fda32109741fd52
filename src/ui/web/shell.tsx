import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { AppearanceSwitch } from '../shared/components/appearance-switch';
import { useAuth } from '../shared/hooks/use-auth';

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 24px;
  background: var(--color-surface);
  nav ul {
    display: flex;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  nav a {
    color: var(--color-text);
    text-decoration: none;
    padding: 8px 12px;
    border-radius: 6px;
  }
  nav a[aria-current='page'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
const brand = css`
  font-size: 1.4rem;
  font-weight: 800;
  color: var(--color-accent);
  margin: 0;
`;
const content = css`
  padding: 24px;
  max-width: 2300px;
  margin: 0 auto;
`;

/** The web frame: brand, menu, appearance choices and the screen in a main landmark. */
export function Shell() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <>
      <header className={header}>
        <p className={brand}>{t('app_name')}</p>
        <nav aria-label={t('menu_label')}>
          <ul>
            <li><NavLink to="/home">{t('menu_home')}</NavLink></li>
            <li><NavLink to="/live/normal">{t('menu_live')}</NavLink></li>
            <li>{session ? <NavLink to="/logout">{t('menu_logout')}</NavLink> : <NavLink to="/login">{t('menu_login')}</NavLink>}</li>
          </ul>
        </nav>
        <AppearanceSwitch />
      </header>
      <main className={content}>
        <Outlet />
      </main>
    </>
  );
}
