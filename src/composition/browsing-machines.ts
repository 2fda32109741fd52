import type { Container } from 'inversify';
import {
  FEEDBACK_MACHINE, PAIRING_MACHINE, provideFeedback, providePairing, provideRecordingActions, provideWatchNextRemoval, RECORDING_ACTIONS_MACHINE, WATCH_NEXT_REMOVAL_MACHINE,
} from '../application/browsing-machines';
import { RECORDINGS_API, type RecordingsApi } from '../ports/recordings.port';
import { SESSION_API, type SessionApi } from '../ports/session.port';
import { USAGE_API, type UsageApi } from '../ports/usage.port';

/** Binds the browsing features' machines, each provided with its real actors (the ports are bound first). */
export function bindBrowsingMachines(container: Container): void {
  container.bind(RECORDING_ACTIONS_MACHINE).toResolvedValue((api: RecordingsApi) => provideRecordingActions(api), [RECORDINGS_API]);
  container.bind(WATCH_NEXT_REMOVAL_MACHINE).toResolvedValue((api: UsageApi) => provideWatchNextRemoval(api), [USAGE_API]);
  container.bind(FEEDBACK_MACHINE).toResolvedValue((api: UsageApi) => provideFeedback(api), [USAGE_API]);
  container.bind(PAIRING_MACHINE).toResolvedValue((api: SessionApi) => providePairing(api), [SESSION_API]);
}
