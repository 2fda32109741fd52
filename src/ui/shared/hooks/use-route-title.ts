import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useMatches } from 'react-router';
import { ANALYTICS, type Analytics } from '../../../ports/analytics.port';
import { routeTitle, type RouteHandle } from '../route-handle';
import { useService } from '../services';

/**
 * Sets the page title from the deepest matched route that names one (spec point 2), then reports
 * the page view, unless a matched route is kept out of analytics (the token sign-in).
 */
export function useRouteTitle(): void {
  const { t } = useTranslation();
  const analytics = useService<Analytics>(ANALYTICS);
  const { pathname } = useLocation();
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const reported = handles.every((handle) => handle?.analytics !== false);
  const title = routeTitle(t, handles);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (reported) analytics.pageView({ path: pathname, title: document.title });
  }, [analytics, pathname, reported]);
}
