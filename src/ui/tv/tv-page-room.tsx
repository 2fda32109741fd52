import { BusyHeading } from '../shared/components/route-guard';
import type { Texts } from '../shared/i18n/texts';
import { useTranslation } from '../shared/i18n/use-translation';

/**
 * A TV screen while the session is checked (in the entry's chunk, so that its prerendered page
 * paints it): the screen's own page, its heading where the screen draws it, and a loading line.
 */
export function TvPageRoom({ page, titleKey }: { page: string; titleKey: keyof Texts }) {
  const { t } = useTranslation();
  return (
    <main className={page}>
      <BusyHeading titleKey={titleKey} />
      <p role="status">{t('loading')}</p>
    </main>
  );
}
