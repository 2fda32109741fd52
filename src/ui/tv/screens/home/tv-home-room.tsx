import { BusyHeading } from '../../../shared/components/route-guard';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tvHomeHead, tvHomePage } from './tv-home-frame';

/** The TV home while the session is checked: its heading and the rails' place, loading. */
export function TvHomeRoom() {
  const { t } = useTranslation();
  return (
    <main className={tvHomePage}>
      <div className={tvHomeHead}>
        <BusyHeading titleKey="home_title" />
      </div>
      <p role="status">{t('loading')}</p>
    </main>
  );
}
