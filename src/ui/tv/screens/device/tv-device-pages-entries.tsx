import { useNavigate } from 'react-router';
import { useDevicePages } from '../../../shared/hooks/use-device-pages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFocusMemory } from '../../focus-memory';
import { FocusableButton } from '../../focusable';

/** The settings screen's name in the focus memory: Back from a device page lands on its entry. */
export const SETTINGS_MEMORY = 'settings';

/** The settings' section of device pages (diagnostics, performance test), one button each. */
export function TvDevicePagesEntries({ restored }: { restored: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const memory = useFocusMemory();
  return (
    <section aria-labelledby="tv-device-pages-heading">
      <h2 id="tv-device-pages-heading">{t('device_pages_title')}</h2>
      <ul>
        {useDevicePages().map((page) => {
          const focusKey = `settings-${page.id}`;
          return (
            <li key={page.id}>
              <FocusableButton
                focusKey={focusKey}
                autoFocus={restored === focusKey}
                onPress={() => {
                  memory.remember(SETTINGS_MEMORY, focusKey);
                  void navigate(page.path);
                }}
              >
                {t(page.titleKey)}
              </FocusableButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
