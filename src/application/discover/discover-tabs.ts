// The tabs of the discover screens, apart from their rules (discover.model.ts): the rooms that the
// first load draws while the session is checked name them too (src/ui/web/screen-room.tsx).

/** The tabs of a suggestions category (/suggestions/{id}/{tab}): shows to replay, shows on now. */
export const SUGGESTION_TABS = ['replay', 'live'] as const;
export type SuggestionTab = (typeof SUGGESTION_TABS)[number];
/** The tabs of the actors screen (/actors/{tab}). */
export const ACTOR_TABS = ['subscribed', 'suggestions'] as const;
export type ActorTab = (typeof ACTOR_TABS)[number];
/** The tabs of the screens listed by time (/showsactors/{tab}, /mysports/{tab}). */
export const TIME_TABS = ['past', 'future'] as const;
export type TimeTab = (typeof TIME_TABS)[number];
/** My sports lists what is to come first (/mysports opens /mysports/future). */
export const SPORTS_TABS: readonly TimeTab[] = ['future', 'past'];

/** The tab of the address when it is one of `tabs`, otherwise null (the screen then opens the first). */
export function tabOf<T extends string>(tabs: readonly T[], value: string | undefined): T | null {
  return tabs.find((tab) => tab === value) ?? null;
}
