/** What the rails told the VOD screen: each rail's card keys once loaded, and which one is the first rail. */
export interface ReadyVodRails {
  readonly keys: ReadonlyMap<string, readonly string[]>;
  readonly first: string | null;
}

/** The rail of a card's focus key (`vod-<rail>-<card>`, the rail's id without a dash). */
const railOf = (key: string): string | null => /^vod-([^-]+)-/.exec(key)?.[1] ?? null;

/**
 * Where the remote's focus goes when the VOD screen shows: the card focused last when its rail
 * still has it, else the first card of the first rail. `undefined` while the rails it depends on
 * still load; null when there is nothing to focus.
 */
export function vodInitialFocus(ready: ReadyVodRails, restoreKey: string | undefined): string | null | undefined {
  const restoreRail = restoreKey === undefined ? null : railOf(restoreKey);
  if (restoreKey !== undefined && restoreRail !== null) {
    const keys = ready.keys.get(restoreRail);
    if (keys === undefined) return undefined;
    if (keys.includes(restoreKey)) return restoreKey;
  }
  if (ready.first === null) return undefined;
  const firstKeys = ready.keys.get(ready.first) ?? [];
  if (firstKeys.length > 0) return firstKeys[0];
  for (const keys of ready.keys.values()) if (keys.length > 0) return keys[0];
  return null;
}
