import { useTranslation } from '../../../shared/i18n/use-translation';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import type { Channel } from '../../../../domain/guide/channel';
import type { Temporal } from '../../../../domain/time';
import {
  CategoryCardContent,
  ChannelCardContent,
  PersonCardContent,
  SportCardContent,
  VodCardContent,
} from '../../../shared/components/card-kinds-content';
import { ShowCardBadges, ShowCardContent } from '../../../shared/components/card-show-content';
import { TvCard } from './tv-card';
import { TV_CARD_BOX } from './tv-card-sizes';

/** What every card of the TV home shares. */
export interface TvCardContext {
  readonly channels: ReadonlyMap<string, Channel>;
  readonly now: Temporal.Instant;
  /** The profile's parental level: age icons, locks and blur follow it. */
  readonly level: number;
}

interface TvHomeCardProps {
  readonly item: HomeItem;
  readonly context: TvCardContext;
  readonly focusKey: string;
  readonly onPress: () => void;
  readonly onFocused: () => void;
  readonly autoFocus?: boolean;
}

/** A home item as a TV card: the same contents as the web's cards, inside a focusable button. */
export function TvHomeCard({ item, context, ...card }: TvHomeCardProps) {
  const { t } = useTranslation();
  switch (item.kind) {
    case 'show':
    case 'serie': {
      const show = item.kind === 'show' ? item.show : item.episodes[0];
      if (show === undefined) return null;
      const channel = context.channels.get(show.channelId);
      const live = item.kind === 'show' ? item.live : undefined;
      const meta = item.kind === 'serie' ? t('card_episodes', { count: item.episodes.length }) : undefined;
      return (
        <TvCard {...card}>
          <ShowCardContent
            show={item.kind === 'serie' ? { ...show, title: item.title } : show}
            channel={channel}
            now={context.now}
            level={context.level}
            live={live}
            meta={meta}
            imageHeight={TV_CARD_BOX.show.imageHeight}
          />
          <ShowCardBadges show={show} level={context.level} live={live} />
        </TvCard>
      );
    }
    case 'channel':
      return (
        <TvCard {...card} label={t('card_channel', { name: item.channel.name })}>
          <ChannelCardContent channel={item.channel} />
        </TvCard>
      );
    case 'category':
      return (
        <TvCard {...card}>
          <CategoryCardContent category={item.category} />
        </TvCard>
      );
    case 'person':
      return (
        <TvCard {...card}>
          <PersonCardContent name={item.name} picture={item.picture} />
        </TvCard>
      );
    case 'sport':
      return (
        <TvCard {...card}>
          <SportCardContent event={item.event} imageHeight={TV_CARD_BOX.sport.imageHeight} />
        </TvCard>
      );
    case 'vod':
      return (
        <TvCard {...card}>
          <VodCardContent element={item.element} />
        </TvCard>
      );
  }
}
