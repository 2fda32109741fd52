import { BusyHeading } from '../../../shared/components/route-guard';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { layout, player } from './live-styles';

/** The live screen while the session is checked (in the entry's chunk): the player's place, the heading, the channels loading. */
export function LiveRoom() {
  const { t } = useTranslation();
  return (
    <div className={layout}>
      <div className={player} />
      <section aria-labelledby="live-heading">
        <BusyHeading titleKey="live_title" id="live-heading" />
        <p role="status">{t('loading')}</p>
      </section>
    </div>
  );
}
