import type { UsageApi } from '../../../ports/usage.port';
import { run, type InMemoryDeps } from './run';

/** UsageApi straight over the demo backend (no HTTP). */
export function createInMemoryUsageApi(deps: InMemoryDeps): UsageApi {
  const { usage } = deps.backend;
  return {
    play: (showId) => run(deps, 'play', (user) => usage.play(user(), showId)),
    setBookmark: (showId, seconds) => run(deps, 'bookmark', (user) => usage.setBookmark(user(), showId, seconds)),
    backupConfig: () => run(deps, 'backupconfig', (user) => usage.backupConfig(user()), { 'not-found': 'not-found' }),
    saveBackupConfig: (config) => run(deps, 'backupconfig/save', (user) => usage.saveBackupConfig(user(), config)),
    event: (name, data) => run(deps, 'event', (user) => usage.event(user(), name, data)),
    contact: (email, message) => run(deps, 'contact', (user) => usage.contact(user(), email, message)),
    ping: () => run(deps, 'ping', (user) => usage.ping(user())),
    interstitial: () => run(deps, 'interstitiel', () => (deps.controls?.().interstitial ? usage.interstitial() : null)),
    resources: (brand, language) => run(deps, 'resources', () => usage.resources(brand, language)),
  };
}
