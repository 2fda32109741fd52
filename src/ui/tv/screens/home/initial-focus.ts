/** What a rail told the screen: its focus keys in order once loaded, null while it loads. */
export type ReadyRails = ReadonlyMap<number, readonly string[] | null>;

const railOf = (key: string): number | null => {
  const match = /^rail-(\d+)-/.exec(key);
  return match ? Number(match[1]) : null;
};

/**
 * Where the remote's focus goes when the home screen shows: the card focused last when it is
 * still there (or the button above the rails focused last), else the first card of the first rail. `undefined` while the rails it depends on
 * still load (the focus must not jump once they arrive); null when there is nothing to focus.
 */
export function initialFocus(
  railCount: number,
  ready: ReadyRails,
  restoreKey: string | undefined,
): string | null | undefined {
  const restoreRail = restoreKey === undefined ? null : railOf(restoreKey);
  if (restoreKey !== undefined && restoreRail === null) return restoreKey;
  if (restoreKey !== undefined && restoreRail !== null && restoreRail < railCount) {
    const keys = ready.get(restoreRail);
    if (keys === undefined || keys === null) return undefined;
    if (keys.includes(restoreKey)) return restoreKey;
  }
  for (let rail = 0; rail < railCount; rail += 1) {
    const keys = ready.get(rail);
    if (keys === undefined || keys === null) return undefined;
    if (keys.length > 0) return keys[0];
  }
  return null;
}
