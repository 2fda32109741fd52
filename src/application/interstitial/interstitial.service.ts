import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { dismissInterstitial } from '../../domain/interstitial/interstitial';
import type { PreferencesStore } from '../../ports/preferences.port';
import type { UsageApi } from '../../ports/usage.port';
import type { ActorOptions } from '../tokens';
import { interstitialMachine } from './interstitial.machine';

export type InterstitialActor = ActorRefFrom<typeof interstitialMachine>;

/** The provider's message before the app: one for the whole app, whatever screens come and go. */
export interface InterstitialService {
  readonly actor: InterstitialActor;
  /** Asks for the message, the first time only (the app's first render; never while prerendering). */
  start(): void;
}

export interface InterstitialDeps {
  readonly usageApi: UsageApi;
  readonly preferences: PreferencesStore;
}

/** The ids stored in the preferences; anything else reads as none. */
function dismissedIds(preferences: PreferencesStore): readonly string[] {
  const stored: unknown = preferences.get('dismissedInterstitials');
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export function createInterstitialService(
  { usageApi, preferences }: InterstitialDeps,
  options: ActorOptions = {},
): InterstitialService {
  const actor = createActor(
    interstitialMachine.provide({
      actors: { loadInterstitial: fromPromise(() => usageApi.interstitial()) },
      actions: {
        rememberDismissed: (_, { id }) =>
          preferences.set('dismissedInterstitials', dismissInterstitial(dismissedIds(preferences), id)),
      },
    }),
    { ...options, input: { dismissed: dismissedIds(preferences) } },
  );
  let started = false;
  return {
    actor,
    start() {
      if (started) return;
      started = true;
      actor.start();
    },
  };
}
