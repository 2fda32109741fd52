import type { Container } from 'inversify';
import { laterModules } from './later-modules';
import type { LoadLater } from '../application/loaded-later';
import {
  FEEDBACK_MACHINE,
  PAIRING_MACHINE,
  RECORDING_ACTIONS_MACHINE,
  WATCH_NEXT_REMOVAL_MACHINE,
} from '../application/tokens';
import { RECORDINGS_API, type RecordingsApi } from '../ports/recordings.port';
import { SESSION_API, type SessionApi } from '../ports/session.port';
import { USAGE_API, type UsageApi } from '../ports/usage.port';

/**
 * Binds the browsing features' machines, each provided with its real actors (the ports are bound
 * first); their code loads after the first paint (`LoadedLater`).
 */
export function bindBrowsingMachines(container: Container, later: LoadLater): void {
  container
    .bind(RECORDING_ACTIONS_MACHINE)
    .toConstantValue(
      later(async () =>
        (await laterModules.browsing()).provideRecordingActions(container.get<RecordingsApi>(RECORDINGS_API)),
      ),
    );
  container
    .bind(WATCH_NEXT_REMOVAL_MACHINE)
    .toConstantValue(
      later(async () => (await laterModules.browsing()).provideWatchNextRemoval(container.get<UsageApi>(USAGE_API))),
    );
  container
    .bind(FEEDBACK_MACHINE)
    .toConstantValue(
      later(async () => (await laterModules.browsing()).provideFeedback(container.get<UsageApi>(USAGE_API))),
    );
  container
    .bind(PAIRING_MACHINE)
    .toConstantValue(
      later(async () => (await laterModules.browsing()).providePairing(container.get<SessionApi>(SESSION_API))),
    );
}
