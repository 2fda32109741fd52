/**
 * Which channels bench:zap zaps between: neighbours in the lineup, so that the TV's CH+ and CH-
 * walk them too, that play without a licence (ClearKey's set-up would be measured on top) and
 * show nothing that asks the demo account's parental code while the bench runs. At night an
 * adult show on air (always behind the code) opened the PIN dialog and failed that zap.
 */
import { Catalogue } from '../../../src/adapters/demo/catalogue/catalogue';
import type { CatalogueChannel } from '../../../src/adapters/demo/catalogue/channels';
import { findAccount } from '../../../src/adapters/demo/accounts';
import { needsChallenge } from '../../../src/domain/account/parental';

/** How long ahead a channel must stay free of shows behind the code: the whole bench, with room. */
export const CLEAR_AHEAD_MS = 20 * 60_000;

/** The first run of `length` neighbours that all pass `usable`, or the longest run there is (empty when none). */
export function firstRun<T>(items: readonly T[], usable: (item: T) => boolean, length: number): T[] {
  let longest: T[] = [];
  let run: T[] = [];
  for (const item of items) {
    run = usable(item) ? [...run, item] : [];
    if (run.length > longest.length) longest = run;
    if (run.length === length) return run;
  }
  return longest;
}

/** The demo lineup's channels to zap between from `nowMs` (the page's demo provider has the same seed and clock). */
export function zapChannels(nowMs: number, length: number, username = 'demo@example.com'): CatalogueChannel[] {
  const catalogue = new Catalogue();
  const level = findAccount(username)?.parentalLevel ?? 0;
  const clear = ({ channel }: CatalogueChannel) =>
    !catalogue.schedule
      .between(channel.id, nowMs, nowMs + CLEAR_AHEAD_MS)
      .some((show) => needsChallenge(show.age, level));
  return firstRun(catalogue.channels, (entry) => entry.channel.encrypted === false && clear(entry), length);
}
