import type { ReactNode } from 'react';
import { useRetryFailedLoads } from '../shared/hooks/use-retry-failed-loads';
import { useTranslation } from '../shared/i18n/use-translation';
import { outlineButton } from '../shared/theme/buttons';
import { FocusableButton } from './focusable';

/**
 * A load that failed, said in the user's language, and Retry beside it: no dead end for the
 * remote. `autoFocus` where nothing else of the screen can hold the focus (an overlay's content).
 */
export function TvLoadFailure({
  focusKey,
  autoFocus = false,
  children,
}: {
  focusKey: string;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const retry = useRetryFailedLoads();
  return (
    <div>
      <p role="alert">{children}</p>
      <FocusableButton focusKey={focusKey} className={outlineButton} autoFocus={autoFocus} onPress={retry}>
        {t('retry')}
      </FocusableButton>
    </div>
  );
}
