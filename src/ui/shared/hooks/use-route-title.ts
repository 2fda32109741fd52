import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

/** Sets the page title from the deepest matched route that names one. */
export function useRouteTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
  useEffect(() => {
    document.title = titleKey ? `${t('app_name')} - ${t(titleKey)}` : t('app_name');
  }, [t, titleKey]);
}
