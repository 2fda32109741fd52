import { BusyHeading } from '../../../shared/components/route-guard';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { livePage } from './tv-live-page';

/** The TV live screen while the session is checked (in the entry's chunk): its page, its heading, the channels loading. */
export function TvLiveRoom() {
  const { t } = useTranslation();
  return (
    <main className={livePage}>
      <div>
        <BusyHeading titleKey="live_title" />
        <p role="status">{t('loading')}</p>
      </div>
    </main>
  );
}
