import type { RecordingsApi } from '../ports/recordings.port';
import type { SessionApi } from '../ports/session.port';
import type { UsageApi } from '../ports/usage.port';
import { feedbackMachine } from './account/feedback.machine';
import { pairingMachine } from './session/pairing.machine';
import { recordingActionsMachine } from './recordings/recording-actions.machine';
import { createRecordingActors } from './recordings/recordings.actors';
import { createPairingActors } from './session/session.actors';
import { createFeedbackActors, createWatchNextActors } from './playback/usage.actors';
import { watchNextRemovalMachine } from './home/watch-next-removal.machine';

export { FEEDBACK_MACHINE, PAIRING_MACHINE, RECORDING_ACTIONS_MACHINE, WATCH_NEXT_REMOVAL_MACHINE } from './tokens';

/** The recording actions over the recordings port. */
export const provideRecordingActions = (recordingsApi: RecordingsApi) =>
  recordingActionsMachine.provide({ actors: createRecordingActors(recordingsApi) });
/** Watch-next removal over the usage port. */
export const provideWatchNextRemoval = (usageApi: UsageApi) =>
  watchNextRemovalMachine.provide({ actors: createWatchNextActors(usageApi) });
/** Device pairing over the session port. */
export const providePairing = (sessionApi: SessionApi) =>
  pairingMachine.provide({ actors: createPairingActors(sessionApi) });

/** Feedback over the usage port (POST contact/). */
export const provideFeedback = (usageApi: UsageApi) =>
  feedbackMachine.provide({ actors: createFeedbackActors(usageApi) });

export type RecordingActionsMachine = ReturnType<typeof provideRecordingActions>;
export type WatchNextRemovalMachine = ReturnType<typeof provideWatchNextRemoval>;
export type PairingMachine = ReturnType<typeof providePairing>;
export type FeedbackMachine = ReturnType<typeof provideFeedback>;
