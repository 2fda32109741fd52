import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Channel } from '../../../../domain/guide/channel';
import type { Show } from '../../../../domain/shows/show';
import type { Temporal } from '../../../../domain/time';
import { CardSlot } from '../../../shared/components/card-slot';
import { CategoryCard, ChannelCard, PersonCard, SportCard, VodCard } from '../../../shared/components/card-kinds';
import { ShowCard } from '../../../shared/components/card-show';
import type { PreviewTarget } from '../../../../application/playback/hover-preview.machine';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import { homeItemPath } from '../../../../application/navigation/home-links';
import type { LiveTabName } from '../../../../application/navigation/route-catalogue';
import { useCardPreview } from '../../../shared/hooks/use-preview';
import type { CardKind } from '../../../shared/theme/card-sizes';

/** What every card of the home page shares. */
export interface CardContext {
  /** The list screen the detail overlays open over, e.g. /home. */
  readonly screen: string;
  readonly channels: ReadonlyMap<string, Channel>;
  readonly now: Temporal.Instant;
  readonly level: number;
  readonly previewTarget: (show: Show, channel: Channel | undefined) => PreviewTarget | null;
  /** The live tab channel cards of this row play on. */
  readonly liveTab?: LiveTabName;
}

/** The size of the card an item is shown with. */
export function cardKindOf(item: HomeItem): CardKind {
  switch (item.kind) {
    case 'show':
    case 'serie':
      return 'show';
    default:
      return item.kind;
  }
}

function PreviewableShowCard({
  show,
  context,
  live,
  action,
}: {
  show: Show;
  context: CardContext;
  live?: boolean;
  action?: ReactNode;
}) {
  const channel = context.channels.get(show.channelId);
  const preview = useCardPreview(context.previewTarget(show, channel));
  return (
    <ShowCard
      show={show}
      channel={channel}
      to={homeItemPath({ kind: 'show', key: show.id, show }, { variant: 'web', screen: context.screen })}
      now={context.now}
      level={context.level}
      live={live}
      preview={preview}
      action={action}
    />
  );
}

function SerieCard({ item, context }: { item: Extract<HomeItem, { kind: 'serie' }>; context: CardContext }) {
  const { t } = useTranslation();
  const first = item.episodes[0];
  if (first === undefined) return null;
  return (
    <ShowCard
      show={{ ...first, title: item.title }}
      channel={context.channels.get(first.channelId)}
      now={context.now}
      level={context.level}
      to={homeItemPath(item, { variant: 'web', screen: context.screen })}
      meta={t('card_episodes', { count: item.episodes.length })}
    />
  );
}

/** One home item as its card inside its list slot; `action` adds a button over a show card. */
export function HomeCard({ item, context, action }: { item: HomeItem; context: CardContext; action?: ReactNode }) {
  return <CardSlot kind={cardKindOf(item)}>{cardOf(item, context, action)}</CardSlot>;
}

function cardOf(item: HomeItem, context: CardContext, action: ReactNode) {
  const to = homeItemPath(item, { variant: 'web', screen: context.screen, liveTab: context.liveTab });
  switch (item.kind) {
    case 'show':
      return <PreviewableShowCard show={item.show} context={context} live={item.live} action={action} />;
    case 'serie':
      return <SerieCard item={item} context={context} />;
    case 'channel':
      return <ChannelCard channel={item.channel} to={to} />;
    case 'category':
      return <CategoryCard category={item.category} to={to} />;
    case 'person':
      return <PersonCard name={item.name} picture={item.picture} to={to} />;
    case 'sport':
      return <SportCard event={item.event} to={to} />;
    case 'vod':
      return <VodCard element={item.element} to={to} />;
  }
}
