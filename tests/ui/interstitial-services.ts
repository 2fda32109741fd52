import { createInterstitialService } from '../../src/application/interstitial/interstitial.service';
import { INTERSTITIAL_SERVICE } from '../../src/application/tokens';
import type { Preferences, PreferencesStore } from '../../src/ports/preferences.port';
import type { Interstitial } from '../../src/ports/usage.port';
import { FakeUsageApi } from '../fakes/fake-usage-api';

export const A_MESSAGE: Interstitial = {
  id: 'welcome',
  title: 'Nouveau : la démo',
  message: 'Toutes les chaînes, sans abonnement.',
  imageUrl: '',
  linkUrl: '/vod',
};

/** The shells' interstitial service over a provider answering `message`, its preferences in memory. */
export function interstitialServices(message: Interstitial | null = A_MESSAGE) {
  const values: Partial<Preferences> = {};
  const preferences: PreferencesStore = { get: (key) => values[key], set: (key, value) => void (values[key] = value) };
  const usageApi = new FakeUsageApi();
  usageApi.interstitial = () => Promise.resolve(message);
  const service = createInterstitialService({ usageApi, preferences });
  return { services: new Map<symbol, unknown>([[INTERSTITIAL_SERVICE, service]]), values, service };
}
