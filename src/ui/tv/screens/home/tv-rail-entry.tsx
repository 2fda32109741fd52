import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import { MoreCardContent } from '../../../shared/components/card-kinds-content';
import { TvCard } from './tv-card';
import type { TvCardBox } from './tv-card-sizes';
import { TvHomeCard, type TvCardContext } from './tv-home-card';

/** One place of a rail: a card of the row, "+N", retry, or "see all". */
export type RailEntry =
  | { readonly kind: 'item'; readonly key: string; readonly item: HomeItem; readonly box: TvCardBox }
  | { readonly kind: 'more'; readonly key: string; readonly count: number; readonly box: TvCardBox }
  | { readonly kind: 'retry' | 'seeAll'; readonly key: string; readonly box: TvCardBox };

const wordCard = css`
  align-items: center;
  justify-content: center;
  text-align: center;
  font-weight: 700;
  color: var(--color-accent);
`;

interface EntryProps {
  readonly entry: RailEntry;
  readonly context: TvCardContext;
  /** The rail's title, for the see-all card's name. */
  readonly title: string;
  readonly onPress: () => void;
  readonly onFocused: () => void;
  /** Takes the focus (a list screen's remembered card); the home focuses its cards itself. */
  readonly autoFocus?: boolean;
}

/** The card of one rail entry, with its own size. */
export function TvRailEntry({ entry, context, title, onPress, onFocused, autoFocus }: EntryProps) {
  const { t } = useTranslation();
  const card = { focusKey: entry.key, onPress, onFocused, autoFocus };
  const style = { height: entry.box.height };
  switch (entry.kind) {
    case 'item':
      return (
        <div style={style}>
          <TvHomeCard item={entry.item} context={context} {...card} />
        </div>
      );
    case 'more':
      return (
        <div style={style}>
          <TvCard {...card} className={wordCard} label={t('home_more_label', { count: entry.count })}>
            <MoreCardContent count={entry.count} />
          </TvCard>
        </div>
      );
    case 'retry':
      return (
        <div style={style}>
          <TvCard {...card} className={wordCard}>
            {t('retry')}
          </TvCard>
        </div>
      );
    case 'seeAll':
      return (
        <div style={style}>
          <TvCard {...card} className={wordCard} label={t('home_see_all_label', { title })}>
            {t('home_see_all')}
          </TvCard>
        </div>
      );
  }
}
