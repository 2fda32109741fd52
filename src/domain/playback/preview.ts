import type { Channel } from '../guide/channel';
import { isFastCard, type Show } from '../shows/show';
import type { ShowFlags } from '../shows/show-flags';
import { Temporal } from '../time';

/** Hovering this long shows the spinner (spec point 4). */
export const PREVIEW_SPINNER_DELAY = Temporal.Duration.from({ milliseconds: 250 });
/** After the spinner, the preview starts this much later (spec point 4). */
export const PREVIEW_START_DELAY = Temporal.Duration.from({ milliseconds: 500 });
/** A show that is not current is previewed from this far in (15 minutes, spec point 9). */
export const PREVIEW_START_OFFSET = Temporal.Duration.from({ seconds: 900 });
/** Highest bitrate a preview may use, in bits per second (spec point 9). */
export const PREVIEW_MAX_BANDWIDTH = 900_000;
/** Previews adapt their bitrate to the network (spec point 9). */
export const PREVIEW_ADAPTIVE_BITRATE = true;

/** Connection types too slow for previews. */
export const SLOW_CONNECTION_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** What the browser tells of the network (Network Information API). */
export interface ConnectionInfo {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** Hover is ignored on 2g or with data saver on (spec point 4). */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return connection?.saveData === true || SLOW_CONNECTION_TYPES.has(connection?.effectiveType ?? '');
}

/** Everything the preview rule looks at (spec point 5). */
export interface PreviewContext {
  readonly show: Pick<Show, 'title'>;
  readonly channel: Pick<Channel, 'encrypted'>;
  readonly flags: Pick<ShowFlags, 'isPlayable' | 'isSerie'>;
  /** Parental control asks for the code before this show. */
  readonly parentalChallenge: boolean;
  readonly signedIn: boolean;
  /** The provider's video-previews resource flag. */
  readonly previewsEnabled: boolean;
}

/** A preview is offered only for a playable, single, clear, non-FAST, unchallenged show to a signed-in user with previews on. */
export function isPreviewEligible(context: PreviewContext): boolean {
  return (
    context.flags.isPlayable &&
    !context.flags.isSerie &&
    !context.channel.encrypted &&
    !isFastCard(context.show) &&
    !context.parentalChallenge &&
    context.signedIn &&
    context.previewsEnabled
  );
}

/** What the player loads for a preview. */
export interface PreviewPlan {
  readonly url: string;
  readonly startSeconds: number;
  readonly maxBandwidth: number;
  readonly adaptiveBitrate: boolean;
}

/** The preview stream: the show's url or the channel's live url, 15 minutes in unless the show is current. */
export function previewPlan(
  show: Pick<Show, 'url'>,
  channel: Pick<Channel, 'liveUrl'>,
  isCurrent: boolean,
): PreviewPlan {
  return {
    url: show.url !== undefined && show.url !== '' ? show.url : channel.liveUrl,
    startSeconds: isCurrent ? 0 : PREVIEW_START_OFFSET.total('seconds'),
    maxBandwidth: PREVIEW_MAX_BANDWIDTH,
    adaptiveBitrate: PREVIEW_ADAPTIVE_BITRATE,
  };
}
