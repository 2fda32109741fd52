import type { InspectionEvent, Observer } from 'xstate';

/** Container tokens of the application's own services (the ports export theirs). */
export const AUTH_SERVICE = Symbol.for('AuthService');
export const RESOURCE_CACHE = Symbol.for('ResourceCache');
export const CLOCK_SERVICE = Symbol.for('ClockService');
/** An `InterstitialService`: the provider's message before the app, asked for once (GET /interstitiel). */
export const INTERSTITIAL_SERVICE = Symbol.for('InterstitialService');
/** A `RemindersActor`: the device's reminders of future shows, one for the whole app, its code loaded later. */
export const REMINDERS_SERVICE = Symbol.for('RemindersService');
/** Options every root actor is created with (the Stately inspector in development). */
export const ACTOR_OPTIONS = Symbol.for('ActorOptions');

export interface ActorOptions {
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}
/** A `PlaybackFactory`: a player and its playback machine, provided, per screen that plays. */
export const PLAYBACK_FACTORY = Symbol.for('PlaybackFactory');
/** The `PlaybackMonitor`: zap times and the playing stream's figures, app-wide (the TV's diagnostics). */
export const PLAYBACK_MONITOR = Symbol.for('PlaybackMonitor');
/** The app's `AppInfo` (version and build), for the diagnostics. */
export const APP_INFO = Symbol.for('AppInfo');
/** The TV's performance test machine, provided with the line meter (`provideLineTest`). */
export const LINE_TEST_MACHINE = Symbol.for('LineTestMachine');
/** A `PreviewFactory`: the hover preview's machine, provided, with its video surfaces. */
export const PREVIEW_FACTORY = Symbol.for('PreviewFactory');
/** A `DownloadMachine`: the download machine over the recordings port and the offline store. */
export const DOWNLOAD_MACHINE = Symbol.for('DownloadMachine');
/**
 * Machines of the browsing features and account pages, each already provided with its real
 * actors by the composition root: a hook takes the machine from there and only starts it.
 */
export const RECORDING_ACTIONS_MACHINE = Symbol.for('RecordingActionsMachine');
export const WATCH_NEXT_REMOVAL_MACHINE = Symbol.for('WatchNextRemovalMachine');
export const PAIRING_MACHINE = Symbol.for('PairingMachine');
export const FEEDBACK_MACHINE = Symbol.for('FeedbackMachine');
export const PARENTAL_PIN_MACHINE = Symbol.for('ParentalPinMachine');
export const LINEUP_MACHINE = Symbol.for('LineupMachine');
export const HOME_PERSONALIZE_MACHINE = Symbol.for('HomePersonalizeMachine');
export const VOD_PURCHASE_MACHINE = Symbol.for('VodPurchaseMachine');
/** The /parentalcontrol challenge machine, provided with the code check (`createParentalRouteActors`). */
export const PARENTAL_ROUTE_CHALLENGE = Symbol.for('ParentalRouteChallenge');
/** The provider's base address (a string, empty for this site's own origin): its pages, such as the password reset, live there. */
export const PROVIDER_BASE_URL = Symbol.for('ProviderBaseUrl');
