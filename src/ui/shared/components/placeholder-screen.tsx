import { useTranslation } from 'react-i18next';
import type { Texts } from '../i18n/texts';

/** A screen whose content comes with a later issue: its title and a short note. */
export function PlaceholderScreen({ titleKey }: { titleKey: keyof Texts }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{t(titleKey)}</h1>
      <p>{t('placeholder_intro')}</p>
    </section>
  );
}
