import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ANALYTICS, type PageView } from '../../../src/ports/analytics.port';
import { useRouteTitle } from '../../../src/ui/shared/hooks/use-route-title';
import type { RouteHandle } from '../../../src/ui/shared/route-handle';
import { renderRoutes } from '../render-with-services';

function Shell() {
  useRouteTitle();
  return <Outlet />;
}

function renderApp(path: string) {
  const views: PageView[] = [];
  const services = new Map<symbol, unknown>([[ANALYTICS, { pageView: (view: PageView) => views.push(view) }]]);
  const handle = (titleKey: RouteHandle['titleKey'], extra: Partial<RouteHandle> = {}): RouteHandle => ({
    titleKey,
    ...extra,
  });
  const { router } = renderRoutes(
    services,
    [
      {
        element: <Shell />,
        children: [
          {
            path: 'home',
            handle: handle('home_title'),
            element: <p>home</p>,
            children: [{ path: 'show/:id', handle: handle('show_title', { overlay: true }), element: <p>show</p> }],
          },
          { path: 'auth/:username/:token', handle: handle('auth_title', { analytics: false }), element: <p>token</p> },
        ],
      },
    ],
    path,
  );
  return { views, router };
}

describe('page title and analytics (spec point 2)', () => {
  it('should title the page with the product name and the deepest matched route', async () => {
    const { router } = renderApp('/home');
    expect(document.title).toBe('Zapline - Accueil');
    await act(() => router.navigate('/home/show/s1'));
    expect(document.title).toBe('Zapline - Émission');
  });

  it('should report every page view with its title, but never the token sign-in route', async () => {
    const { views, router } = renderApp('/auth/someone/secret-token');
    expect(views).toEqual([]);
    await act(() => router.navigate('/home', { replace: true }));
    await act(() => router.navigate('/home/show/s1'));
    expect(views).toEqual([
      { path: '/home', title: 'Zapline - Accueil' },
      { path: '/home/show/s1', title: 'Zapline - Émission' },
    ]);
    expect(JSON.stringify(views)).not.toContain('secret-token');
  });
});
