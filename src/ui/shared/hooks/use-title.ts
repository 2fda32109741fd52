import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from '../i18n/fr';

/** The page title: the product name plus the translated title of the screen (spec point 2). */
export function useTitle(key: keyof Texts): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('app_name')} - ${t(key)}`;
  }, [t, key]);
}
