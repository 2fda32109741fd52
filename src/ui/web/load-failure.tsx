import { errorText } from '../shared/i18n/i18n';
import { useTranslation } from '../shared/i18n/use-translation';
import { outlineButton } from '../shared/theme/buttons';

/** A part of a web screen that failed to load: what failed and why (an alert), and Retry. */
export function LoadFailure({
  lead,
  error,
  onRetry,
  className,
}: {
  lead: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <p role="alert">
        {lead} {errorText(t, error)}
      </p>
      <button type="button" className={outlineButton} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
