import { useTranslation } from 'react-i18next';

export function VodScreen() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vod-heading">
      <h1 id="vod-heading">{t('vod_title')}</h1>
      <p>{t('vod_intro')}</p>
    </section>
  );
}
