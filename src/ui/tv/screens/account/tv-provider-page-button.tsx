import type { ProviderPage } from '../../../../domain/session/provider-pages';
import { useProviderPages, type ProviderPageWindow } from '../../../shared/hooks/use-provider-pages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { visuallyHidden } from '../../../shared/theme/visually-hidden';
import { useFocusMemory } from '../../focus-memory';
import { FocusableButton } from '../../focusable';
import { thisPage } from '../../this-page';
import { tvAccountValue } from './tv-account-styles';

/**
 * The provider's page opens in place of the app, as the password reset does, and the TV's Back
 * comes back to it. The focus memory is kept through that page load: Back lands on the button.
 */
function onThisTv(keepFocus: () => void): ProviderPageWindow {
  return {
    show: (url) => {
      keepFocus();
      thisPage.open(url);
    },
    abandon: () => undefined,
  };
}

/**
 * A provider page (issue 38: the customer account, the online help) opened signed in on this TV:
 * while its token is asked the button says so; a failure shows the catalogue's message under it
 * and the focus stays on it.
 */
export function TvProviderPageButton({
  page,
  focusKey,
  autoFocus,
  onFocused,
  className,
}: {
  page: ProviderPage;
  focusKey: string;
  autoFocus?: boolean;
  onFocused?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const memory = useFocusMemory();
  const entry = useProviderPages()(page);
  return (
    <>
      <FocusableButton
        focusKey={focusKey}
        autoFocus={autoFocus}
        onFocused={onFocused}
        className={className}
        onPress={() => entry.open(() => onThisTv(() => memory.keepThroughPageLoad()))}
      >
        <span>{t(entry.labelKey)}</span>
        {entry.busy ? (
          <span className={tvAccountValue} aria-hidden>
            {t('loading')}
          </span>
        ) : null}
      </FocusableButton>
      <span role="status" className={visuallyHidden}>
        {entry.busy ? t('loading') : ''}
      </span>
      {entry.errorKey === null ? null : <p role="alert">{t(entry.errorKey)}</p>}
    </>
  );
}
