import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import type { Loaded } from '../../../../application/loaded';
import { errorText } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TvLoadFailure } from '../../tv-load-failure';

const muted = css`
  color: var(--color-text-muted);
`;

/**
 * A list screen's loaded content, or its loading or failure said in the user's language; an
 * empty list says so (`empty`: its data has nothing to show). The remote's focus then stays on the
 * tabs (Retry is a Down away).
 */
export function TvLoadedList<T>({
  loaded,
  empty = (data) => Array.isArray(data) && data.length === 0,
  emptyText,
  children,
}: {
  loaded: Loaded<T>;
  empty?: (data: T) => boolean;
  emptyText?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (loaded.status === 'failure')
    return (
      <TvLoadFailure focusKey="list-retry">
        {t('home_row_error')} {errorText(t, loaded.error)}
      </TvLoadFailure>
    );
  if (empty(loaded.data)) return <p className={muted}>{emptyText ?? t('discover_empty')}</p>;
  return children(loaded.data);
}
