import { useTranslation } from 'react-i18next';
import { useTitle } from '../../shared/hooks/use-title';

export function VodScreen() {
  const { t } = useTranslation();
  useTitle('vod_title');
  return (
    <section aria-labelledby="vod-heading">
      <h1 id="vod-heading">{t('vod_title')}</h1>
      <p>{t('vod_intro')}</p>
    </section>
  );
}
