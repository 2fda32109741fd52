import { BusyHeading } from '../../../shared/components/route-guard';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CarouselFrame, carouselMessage, homeHead } from './home-frame';

/** The home while the session is checked: its heading, the carousel's box and the rows' place, all loading. */
export function HomeRoom() {
  const { t } = useTranslation();
  return (
    <>
      <div className={homeHead}>
        <BusyHeading titleKey="home_title" />
      </div>
      <CarouselFrame busy>
        <p className={carouselMessage} role="status">
          {t('loading')}
        </p>
      </CarouselFrame>
      <p role="status">{t('loading')}</p>
    </>
  );
}
