import type { Quota } from './quota';
import { recordingExpiresAt } from './recording';
import { showDurationSeconds, type Show } from '../shows/show';
import type { Temporal } from '../time';

/** What a series rule (spec point 4: a series recording with a retention) is applied to. */
export interface SeriesRuleInput {
  /** The series' episodes the provider knows (the guide span), in any order. */
  readonly episodes: readonly Show[];
  /** Ids of the episodes recorded today. */
  readonly recorded: ReadonlySet<string>;
  /** Ids of archived recordings: kept for good, outside the retention. */
  readonly archived: ReadonlySet<string>;
  /** How many of the latest episodes are kept; 0 keeps all. */
  readonly retention: number;
  /** The recordings quota before the rule. */
  readonly quota: Quota;
  readonly now: Temporal.Instant;
}

/** Why a recording goes: its 120 days are over, or newer episodes push it out of the retention. */
export type DeletionReason = 'expiry' | 'retention';

export interface PlannedDeletion {
  readonly show: Show;
  readonly at: Temporal.Instant;
  readonly reason: DeletionReason;
  /** The instant is already past: the rule deletes it as soon as it is saved. */
  readonly now: boolean;
}

/** What a series rule will do, told before it is created or its retention changed. */
export interface SeriesRulePreview {
  /** Episodes it records that are not recorded yet (past ones still in reach, and future ones), oldest first. */
  readonly added: readonly Show[];
  /** Recorded episodes it deletes at once. */
  readonly removedNow: readonly Show[];
  /** When each recording of the series (recorded or to come, not archived) will be deleted, soonest first. */
  readonly deletions: readonly PlannedDeletion[];
  /** The recordings quota once the rule is saved: new episodes added, those deleted at once taken off. */
  readonly quotaAfter: Quota;
  readonly exceedsQuota: boolean;
}

const byStart = (a: Show, b: Show) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds;
const earlier = (a: Temporal.Instant, b: Temporal.Instant) => a.epochMilliseconds < b.epochMilliseconds;
const seconds = (shows: readonly Show[]) => shows.reduce((sum, show) => sum + showDurationSeconds(show), 0);

/**
 * When each episode goes: 120 days after its start, or, with a retention of N, once the N-th
 * newer episode has been recorded (its end), whichever comes first.
 */
function deletionOf(
  episodes: readonly Show[],
  index: number,
  retention: number,
  now: Temporal.Instant,
): PlannedDeletion {
  const show = episodes[index]!;
  const expiry = recordingExpiresAt(show);
  const pusher = retention > 0 ? episodes[index + retention] : undefined;
  const [at, reason]: [Temporal.Instant, DeletionReason] =
    pusher !== undefined && earlier(pusher.stopDate, expiry) ? [pusher.stopDate, 'retention'] : [expiry, 'expiry'];
  return { show, at, reason, now: !earlier(now, at) };
}

/**
 * The effect of a series rule (issue 13, beyond the peers): which episodes it records, which
 * recordings it deletes and when, and the quota used after it. Archived episodes are never
 * deleted and do not count in the retention; an episode already gone is not recorded.
 */
export function previewSeriesRule(input: SeriesRuleInput): SeriesRulePreview {
  const candidates = [...input.episodes].filter((show) => !input.archived.has(show.id)).sort(byStart);
  const planned = candidates.map((_, index) => deletionOf(candidates, index, input.retention, input.now));
  const recorded = (show: Show) => input.recorded.has(show.id);
  const removedNow = planned
    .filter((deletion) => deletion.now && recorded(deletion.show))
    .map((deletion) => deletion.show);
  const added = planned
    .filter((deletion) => !deletion.now && !recorded(deletion.show))
    .map((deletion) => deletion.show);
  const deletions = planned
    .filter((deletion) => !deletion.now || recorded(deletion.show))
    .sort((a, b) => a.at.epochMilliseconds - b.at.epochMilliseconds);
  const usageSeconds = input.quota.usageSeconds + seconds(added) - seconds(removedNow);
  return {
    added,
    removedNow,
    deletions,
    quotaAfter: { maxSeconds: input.quota.maxSeconds, usageSeconds },
    exceedsQuota: usageSeconds > input.quota.maxSeconds,
  };
}
