/**
 * The code of the services bound as `LoadedLater` (container.ts): none of it is in the page's
 * first load, each loads beside the first screen once rendering starts.
 */
export const laterModules = {
  offlineStore: () => import('../adapters/player/shaka-offline.store'),
  download: () => import('../application/downloads/download.actors'),
  playback: () => import('../application/playback/playback.factory'),
  preview: () => import('../application/playback/preview.factory'),
  browsing: () => import('../application/browsing-machines'),
  account: () => import('../application/account-machines'),
  vodPurchase: () => import('../application/vod/vod-purchase.machine'),
  reminders: () => import('../application/reminders/reminders.service'),
  lineTest: () => import('../application/performance/line-test.provide'),
  lineMeter: () => import('../adapters/system/fetch-line.meter'),
} as const;

/** Loads all of it (what a test of the whole app does before it starts, as it loads every screen). */
export const loadLaterModules = (): Promise<unknown> => Promise.all(Object.values(laterModules).map((load) => load()));
