import { useValidityText } from '../hooks/use-validity-text';
import { useTranslation } from '../i18n/use-translation';

/** What a purchase just gave, on both layouts: the licence and how long it is valid ("C’est fait : votre licence est valable 48 heures."). */
export function VodPurchasedLicence({ validity }: { validity: string }) {
  const { t } = useTranslation();
  const validityText = useValidityText();
  return <p role="status">{t('vod_purchased', { validity: validityText(validity) })}</p>;
}
