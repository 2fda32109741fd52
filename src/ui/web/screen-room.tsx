import { BusyHeading } from '../shared/components/route-guard';
import type { Texts } from '../shared/i18n/texts';
import { useTranslation } from '../shared/i18n/use-translation';
import { TabNav, type ScreenTabs } from './screens/discover/tab-nav';

/**
 * A screen while the session is checked (in the entry's chunk, so that its prerendered page paints
 * it): what the screen draws before its data, in its places: the heading, the introduction and the
 * tabs when it has them, and the loading line its content will replace.
 */
export function ScreenRoom<T extends string>({
  titleKey,
  introKey,
  tabs,
  loadingKey = 'loading',
}: {
  titleKey: keyof Texts;
  introKey?: keyof Texts;
  tabs?: ScreenTabs<T>;
  loadingKey?: keyof Texts;
}) {
  const { t } = useTranslation();
  return (
    <>
      <BusyHeading titleKey={titleKey} />
      {introKey ? <p>{t(introKey)}</p> : null}
      {tabs ? <TabNav {...tabs} /> : null}
      <p role="status">{t(loadingKey)}</p>
    </>
  );
}
