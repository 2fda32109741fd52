import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Texts } from '../../shared/i18n/texts';
import { Overlay } from '../overlay';

/** A detail overlay whose content comes with a later issue: its title and the item it shows. */
export function OverlayPlaceholder({ titleKey, param }: { titleKey: keyof Texts; param: string }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <Overlay title={`${t(titleKey)} ${params[param] ?? ''}`.trim()}>
      <p>{t('placeholder_intro')}</p>
    </Overlay>
  );
}
