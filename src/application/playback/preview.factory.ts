import { fromPromise } from 'xstate';
import { CLEARKEY_KEY_SYSTEM } from '../../domain/playback/drm';
import type { PreviewPlan } from '../../domain/playback/preview';
import type { GuideApi } from '../../ports/guide.port';
import type { PlayerFactory, PlayerPort } from '../../ports/player.port';
import type { ShowsApi } from '../../ports/shows.port';
import { hoverPreviewMachine, type PreviewTarget } from './hover-preview.machine';

/** The hover preview of one screen: its machine, provided, and the cards' video surfaces. */
export interface PreviewSetup {
  readonly machine: typeof hoverPreviewMachine;
  /** The card the pointer is over: its preview starts in its surface. */
  readonly hover: (target: PreviewTarget) => void;
  /** A card's video element while it shows one (null when it goes). */
  readonly surface: (showId: string, element: HTMLVideoElement | null) => void;
  /** Releases the preview's player (the screen goes). */
  readonly dispose: () => void;
}

export type PreviewFactory = () => PreviewSetup;

/**
 * The hover preview's I/O (spec point 4): a fresh player per preview, attached to the hovered
 * card's video, loaded muted from the stream rights (live rights for a current show, the show's
 * rights otherwise) with the domain's plan; stopping destroys it.
 */
export function createPreviewFactory({
  guideApi,
  showsApi,
  createPlayer,
}: {
  guideApi: GuideApi;
  showsApi: ShowsApi;
  createPlayer: PlayerFactory;
}): PreviewFactory {
  return () => {
    const surfaces = new Map<string, HTMLVideoElement>();
    let hovered: PreviewTarget | null = null;
    let player: PlayerPort | null = null;
    const machine = hoverPreviewMachine.provide({
      actors: {
        startPreview: fromPromise<void, PreviewPlan>(async ({ input: plan }) => {
          const target = hovered;
          const element = target ? surfaces.get(target.show.id) : undefined;
          if (!target || !element) throw new Error('no preview surface');
          const created = createPlayer();
          player = created;
          await created.attach(element);
          const rights = target.isCurrent
            ? await guideApi.channelRights(target.channel.id)
            : await showsApi.showRights(target.show.id, { keySystemId: CLEARKEY_KEY_SYSTEM });
          await created.load(rights, {
            startSeconds: plan.startSeconds > 0 ? plan.startSeconds : undefined,
            maxBandwidth: plan.maxBandwidth,
            adaptiveBitrate: plan.adaptiveBitrate,
            muted: true,
          });
        }),
        stopPreview: fromPromise<void>(async () => {
          const current = player;
          player = null;
          await current?.destroy();
        }),
      },
    });
    return {
      machine,
      hover: (target) => {
        hovered = target;
      },
      surface: (showId, element) => {
        if (element) surfaces.set(showId, element);
        else surfaces.delete(showId);
      },
      dispose: () => void player?.destroy(),
    };
  };
}
