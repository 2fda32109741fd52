import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { hoverPreviewMachine, type PreviewTarget } from '../../../application/hover-preview.machine';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { ConnectionInfo, PreviewPlan } from '../../../domain/preview';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { PLAYER_FACTORY, type PlayerFactory, type PlayerPort } from '../../../ports/player.port';
import { SHOWS_API, type ShowsApi } from '../../../ports/shows.port';
import { useService } from '../services';

/** The DRM system the web player asks replay rights for. */
export const PREVIEW_KEY_SYSTEM = 'org.w3.clearkey';

type PreviewActor = ReturnType<typeof usePreviewActor>['actor'];

interface PreviewContextValue {
  readonly actor: PreviewActor;
  readonly surface: (showId: string) => (element: HTMLVideoElement | null) => void;
}

const PreviewContext = createContext<PreviewContextValue | null>(null);

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * The hover preview's machine with its I/O (spec point 4): a fresh player per preview, attached
 * to the hovered card's video, loaded muted from the stream rights (live rights for a current
 * show, the show's rights otherwise) with the domain's plan; stopping destroys it.
 */
function usePreviewActor() {
  const guide = useService<GuideApi>(GUIDE_API);
  const shows = useService<ShowsApi>(SHOWS_API);
  const createPlayer = useService<PlayerFactory>(PLAYER_FACTORY);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const surfaces = useRef(new Map<string, HTMLVideoElement>());
  const hovered = useRef<PreviewTarget | null>(null);
  const player = useRef<PlayerPort | null>(null);

  const machine = useMemo(() => hoverPreviewMachine.provide({
    actors: {
      startPreview: fromPromise<void, PreviewPlan>(async ({ input: plan }) => {
        const target = hovered.current;
        const element = target ? surfaces.current.get(target.show.id) : undefined;
        if (!target || !element) throw new Error('no preview surface');
        const created = createPlayer();
        player.current = created;
        await created.attach(element);
        const rights = target.isCurrent
          ? await guide.channelRights(target.channel.id)
          : await shows.showRights(target.show.id, { keySystemId: PREVIEW_KEY_SYSTEM });
        await created.load(rights, {
          startSeconds: plan.startSeconds > 0 ? plan.startSeconds : undefined,
          maxBandwidth: plan.maxBandwidth,
          adaptiveBitrate: plan.adaptiveBitrate,
          muted: true,
        });
      }),
      stopPreview: fromPromise<void>(async () => {
        const current = player.current;
        player.current = null;
        await current?.destroy();
      }),
    },
  }), [guide, shows, createPlayer]);
  const actor = useActorRef(machine, { ...options, input: { connection: connection() } });

  useEffect(() => () => void player.current?.destroy(), []);
  const surface = useCallback((showId: string) => (element: HTMLVideoElement | null) => {
    if (element) surfaces.current.set(showId, element);
    else surfaces.current.delete(showId);
  }, []);
  return { actor, surface, hovered };
}

/** Gives the cards below one hover preview at a time. */
export function PreviewProvider({ children }: { children: ReactNode }) {
  const { actor, surface, hovered } = usePreviewActor();
  const value = useMemo<PreviewContextValue>(() => ({ actor, surface }), [actor, surface]);
  return <HoveredContext.Provider value={hovered}><PreviewContext.Provider value={value}>{children}</PreviewContext.Provider></HoveredContext.Provider>;
}

const HoveredContext = createContext<{ current: PreviewTarget | null } | null>(null);

/** What a card needs for its preview: pointer handlers, the spinner, and the video surface while hovered. */
export interface CardPreview {
  readonly onPointerEnter?: () => void;
  readonly onPointerLeave?: () => void;
  readonly spinner: boolean;
  readonly playing: boolean;
  /** Set while this card is the hovered one: the card renders its video with this ref. */
  readonly surfaceRef: ((element: HTMLVideoElement | null) => void) | null;
}

const NO_PREVIEW: CardPreview = { spinner: false, playing: false, surfaceRef: null };

/** A card's part of the preview; `target` is null when the show is not eligible (see isPreviewEligible). */
export function useCardPreview(target: PreviewTarget | null): CardPreview {
  const context = useContext(PreviewContext);
  const hovered = useContext(HoveredContext);
  const actor = context?.actor;
  const state = useSelector(actor, (snapshot) => {
    if (!snapshot || !target) return 'none';
    if (snapshot.context.target?.show.id !== target.show.id) return 'none';
    return snapshot.hasTag('visible') ? 'playing' : snapshot.hasTag('spinner') ? 'spinner' : 'hovered';
  });
  if (!context || !actor || !target || !hovered) return NO_PREVIEW;
  return {
    onPointerEnter: () => {
      hovered.current = target;
      actor.send({ type: 'preview.hover', target });
    },
    onPointerLeave: () => actor.send({ type: 'preview.leave' }),
    spinner: state === 'spinner',
    playing: state === 'playing',
    surfaceRef: state === 'none' ? null : context.surface(target.show.id),
  };
}
