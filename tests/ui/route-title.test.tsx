import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ANALYTICS, type PageView } from '../../src/ports/analytics.port';
import { AppRoot } from '../../src/ui/shared/app-root';
import { useRouteTitle } from '../../src/ui/shared/hooks/use-route-title';
import { createI18n } from '../../src/ui/shared/i18n/i18n';
import type { RouteHandle } from '../../src/ui/shared/route-handle';

function Shell() {
  useRouteTitle();
  return <Outlet />;
}

function renderRoutes(path: string) {
  const views: PageView[] = [];
  const services = new Map<symbol, unknown>([[ANALYTICS, { pageView: (view: PageView) => views.push(view) }]]);
  const handle = (titleKey: RouteHandle['titleKey'], extra: Partial<RouteHandle> = {}): RouteHandle => ({ titleKey, ...extra });
  const router = createMemoryRouter([
    {
      element: <Shell />,
      children: [
        { path: 'home', handle: handle('home_title'), element: <p>home</p>, children: [{ path: 'show/:id', handle: handle('show_title', { overlay: true }), element: <p>show</p> }] },
        { path: 'auth/:username/:token', handle: handle('auth_title', { analytics: false }), element: <p>token</p> },
      ],
    },
  ], { initialEntries: [path] });
  render(
    <AppRoot resolve={(token) => services.get(token) as never} i18n={createI18n('fr')}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
  return { views, router };
}

describe('page title and analytics (spec point 2)', () => {
  it('should title the page with the product name and the deepest matched route', async () => {
    const { router } = renderRoutes('/home');
    expect(document.title).toBe('Zapline - Accueil');
    await act(() => router.navigate('/home/show/s1'));
    expect(document.title).toBe('Zapline - Émission');
  });

  it('should report every page view with its title, but never the token sign-in route', async () => {
    const { views, router } = renderRoutes('/auth/someone/secret-token');
    expect(views).toEqual([]);
    await act(() => router.navigate('/home', { replace: true }));
    await act(() => router.navigate('/home/show/s1'));
    expect(views).toEqual([{ path: '/home', title: 'Zapline - Accueil' }, { path: '/home/show/s1', title: 'Zapline - Émission' }]);
    expect(JSON.stringify(views)).not.toContain('secret-token');
  });
});
