/**
 * The subscriber's channel order (spec point 7: PUT lineup/ with channel ids, first to last).
 * The provider's channel list comes in that order, so the screens keep it as given.
 */

/** The order with the channel at `from` moved to `to` (both clamped to the list); the same order when nothing moves. */
export function moveInLineup<T>(order: readonly T[], from: number, to: number): T[] {
  const last = order.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const moved = [...order];
  if (source === target || order.length === 0) return moved;
  const [item] = moved.splice(source, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

/** Whether two orders list the same ids in the same places. */
export function sameLineup(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
