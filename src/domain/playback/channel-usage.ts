/**
 * "Personalise channel usage" (spec points 3 and 7, GET channels/playtime/): the channels the
 * user watches most come first where a list allows it.
 */

/** The live list follows the user's usage when the provider personalises this profile and the device's preference is on. */
export function personalisesChannelUsage(
  profile: { readonly personalizeChannelUsage: boolean } | null,
  preferenceOn: boolean,
): boolean {
  return profile !== null && profile.personalizeChannelUsage && preferenceOn;
}

/**
 * Items by their channel's seconds watched, most watched first; a channel never watched counts 0;
 * equals keep their order (the lineup's), also on engines whose sort is not stable (Chromium 68).
 */
export function byChannelUsage<T>(
  items: readonly T[],
  channelOf: (item: T) => string,
  seconds: ReadonlyMap<string, number>,
): T[] {
  return items
    .map((item, index) => ({ item, index, seconds: seconds.get(channelOf(item)) ?? 0 }))
    .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
    .map(({ item }) => item);
}
