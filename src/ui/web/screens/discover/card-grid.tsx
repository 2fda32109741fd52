import { css } from '@linaria/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import type { Loaded } from '../../../../application/loaded';
import { useCardRules } from '../../../shared/hooks/use-card-rules';
import { useChannels } from '../../../shared/hooks/use-home-rows';
import { errorText } from '../../../shared/i18n/i18n';
import { HomeCard, type CardContext } from '../home/home-card';

const grid = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 2px;
`;
const row = css`
  display: flex;
  gap: 12px;
  overflow-x: auto;
  list-style: none;
  margin: 0;
  padding: 2px 2px 10px;
`;
const muted = css`
  color: var(--color-text-muted);
`;

/** What the cards of a list screen share: channels, time, parental level, previews; overlays open over `screen`. */
export function useCardContext(screen: string): CardContext {
  const rules = useCardRules();
  const channels = useChannels();
  const byId = useMemo(() => new Map((channels?.data ?? []).map((channel) => [channel.id, channel])), [channels?.data]);
  return { screen, channels: byId, now: rules.now, level: rules.level, previewTarget: rules.previewTarget };
}

/** Cards in a wrapping grid (or one scrolling row), each the size of its kind. */
export function CardGrid({
  items,
  context,
  label,
  inRow = false,
}: {
  items: readonly HomeItem[];
  context: CardContext;
  label: string;
  inRow?: boolean;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={muted}>{t('discover_empty')}</p>;
  return (
    <ul className={inRow ? row : grid} aria-label={label}>
      {items.map((item) => (
        <HomeCard key={item.key} item={item} context={context} />
      ))}
    </ul>
  );
}

/** Loaded content, or its loading or failure message (failures with a retry when one is given). */
export function LoadedList<T>({
  loaded,
  retry,
  children,
}: {
  loaded: Loaded<T>;
  retry?: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded.status === 'success') return children(loaded.data);
  if (loaded.status === 'loading') return <p role="status">{t('loading')}</p>;
  return (
    <div>
      <p role="alert">
        {t('home_row_error')} {errorText(t, loaded.error)}
      </p>
      {retry ? (
        <button type="button" onClick={retry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
