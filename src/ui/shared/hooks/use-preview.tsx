import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PreviewTarget } from '../../../application/playback/hover-preview.machine';
import type { PreviewFactory, PreviewSetup } from '../../../application/playback/preview.factory';
import { ACTOR_OPTIONS, PREVIEW_FACTORY, type ActorOptions } from '../../../application/tokens';
import type { ConnectionInfo } from '../../../domain/playback/preview';
import { useService } from '../services';

type PreviewActor = ReturnType<typeof usePreviewActor>['actor'];

interface PreviewContextValue {
  readonly actor: PreviewActor;
  readonly hover: PreviewSetup['hover'];
  readonly surface: (showId: string) => (element: HTMLVideoElement | null) => void;
}

const PreviewContext = createContext<PreviewContextValue | null>(null);

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** The hover preview's machine as the composition root provides it (`createPreviewFactory`), with its surfaces. */
function usePreviewActor() {
  const createPreview = useService<PreviewFactory>(PREVIEW_FACTORY);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const [preview] = useState(createPreview);
  const actor = useActorRef(preview.machine, { ...options, input: { connection: connection() } });
  useEffect(() => preview.dispose, [preview]);
  const surface = useCallback(
    (showId: string) => (element: HTMLVideoElement | null) => preview.surface(showId, element),
    [preview],
  );
  return { actor, surface, hover: preview.hover };
}

/** Gives the cards below one hover preview at a time. */
export function PreviewProvider({ children }: { children: ReactNode }) {
  const { actor, surface, hover } = usePreviewActor();
  const value = useMemo<PreviewContextValue>(() => ({ actor, surface, hover }), [actor, surface, hover]);
  return <PreviewContext.Provider value={value}>{children}</PreviewContext.Provider>;
}

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
  const actor = context?.actor;
  const state = useSelector(actor, (snapshot) => {
    if (!snapshot || !target) return 'none';
    if (snapshot.context.target?.show.id !== target.show.id) return 'none';
    return snapshot.hasTag('visible') ? 'playing' : snapshot.hasTag('spinner') ? 'spinner' : 'hovered';
  });
  if (!context || !actor || !target) return NO_PREVIEW;
  return {
    onPointerEnter: () => {
      context.hover(target);
      actor.send({ type: 'preview.hover', target });
    },
    onPointerLeave: () => actor.send({ type: 'preview.leave' }),
    spinner: state === 'spinner',
    playing: state === 'playing',
    surfaceRef: state === 'none' ? null : context.surface(target.show.id),
  };
}
