import type { DemoBackend } from '../../../src/adapters/demo/backend';
import type { BackupConfig } from '../../../src/ports/usage.port';
import type { Apis } from '../contract/implementations';
import { NOW } from '../contract/implementations';

const HOUR_MS = 3_600_000;

/** Ids the call table needs, read from the demo catalogue. */
export interface Ids {
  readonly pastShow: string;
  readonly currentShow: string;
  readonly serieId: string;
  readonly vodShow: string;
  readonly product: string;
  readonly season: string;
  deviceCode: string;
  userCode: string;
}

export function idsOf(backend: DemoBackend): Ids {
  const guide = backend.catalogue.channelGuide('ch1', NOW);
  const past = guide.find(
    (show) =>
      show.startDate.epochMilliseconds > NOW - 24 * HOUR_MS && show.stopDate.epochMilliseconds < NOW - 2 * HOUR_MS,
  )!;
  return {
    pastShow: past.id,
    currentShow: backend.catalogue.live(NOW).get('ch1')![0]!.id,
    serieId: guide.find((show) => show.serieId !== '')!.serieId,
    vodShow: 'vod-film-1',
    product: 'p-vod-film-1-rent',
    season: 'vod-season-lac-1',
    deviceCode: '',
    userCode: '',
  };
}

/** One call of spec point 7: its ApiError name, its tester-control key and how to make it succeed. */
export interface CallCase {
  readonly name: string;
  readonly key: string;
  /** Sign in as this account first (default demo; null: stay signed out). */
  readonly account?: string | null;
  prepare?(apis: Apis, ids: Ids): Promise<unknown>;
  invoke(apis: Apis, ids: Ids): Promise<unknown>;
}

const requestCode = async (apis: Apis, ids: Ids) => {
  const code = await apis.session.requestDeviceCode();
  ids.deviceCode = code.deviceCode;
  ids.userCode = code.userCode;
};
const recordPast = (apis: Apis, ids: Ids) => apis.recordings.record(ids.pastShow);
const recordSerie = (apis: Apis, ids: Ids) => apis.recordings.recordSerie(ids.serieId, 2);
const buy = (apis: Apis, ids: Ids) => apis.vod.purchase(ids.product, 'DEMO2026');
const CONFIG: BackupConfig = { people: ['Camille Laurent'], homeFeeds: [{ feedId: 101, position: 0 }] };

/** Every call of spec point 7, none left out. */
export const CALLS: readonly CallCase[] = [
  {
    name: 'auth',
    key: 'POST auth/',
    account: null,
    invoke: (a) => a.session.login({ email: 'demo@example.com', password: 'demo1234' }),
  },
  {
    name: 'auth',
    key: 'POST auth/',
    invoke: (a) => a.session.loginWithToken('demo@example.com', a.tokenStore.get() ?? ''),
  },
  { name: 'logout', key: 'POST logout/', invoke: (a) => a.session.logout() },
  { name: 'auth/fork', key: 'PUT auth/fork/', invoke: (a) => a.session.fork('shop') },
  {
    name: 'auth/device/code',
    key: 'POST auth/device/code/',
    account: null,
    invoke: (a) => a.session.requestDeviceCode(),
  },
  {
    name: 'auth/device/token',
    key: 'POST auth/device/token/',
    account: null,
    prepare: requestCode,
    invoke: (a, ids) => a.session.pollDeviceToken(ids.deviceCode),
  },
  {
    name: 'auth/device/code/verify',
    key: 'POST auth/device/code/verify/',
    prepare: requestCode,
    invoke: (a, ids) => a.session.verifyDeviceCode(ids.userCode, true),
  },
  { name: 'profile', key: 'GET profile/', invoke: (a) => a.session.profile() },
  { name: 'show/extras', key: 'GET show/extras/', invoke: (a) => a.session.showExtras() },
  {
    name: 'parentalcontrol/check',
    key: 'POST parentalcontrol/check/',
    invoke: (a) => a.session.checkParentalPin('1234'),
  },
  {
    name: 'parentalcontrol/create',
    key: 'POST parentalcontrol/create/',
    account: 'basic@example.com',
    invoke: (a) => a.session.createParentalPin('1111', 16),
  },
  {
    name: 'parentalcontrol/update',
    key: 'POST parentalcontrol/update/',
    invoke: (a) => a.session.updateParentalPin('1234', '4321', 18),
  },
  { name: 'channels', key: 'GET channels/', invoke: (a) => a.guide.channels() },
  { name: 'lineup', key: 'PUT lineup/', invoke: (a) => a.guide.saveLineup(['ch2', 'ch1']) },
  { name: 'lineup', key: 'DELETE lineup/', invoke: (a) => a.guide.resetLineup() },
  { name: 'epglive', key: 'GET epglive/', invoke: (a) => a.guide.liveShows() },
  { name: 'channel/rights', key: 'GET channel/rights/*', invoke: (a) => a.guide.channelRights('ch1') },
  { name: 'portal/fast', key: 'GET portal/fast/', invoke: (a) => a.guide.fastChannels() },
  { name: 'channels/playtime', key: 'GET channels/playtime/', invoke: (a) => a.guide.playtime() },
  { name: 'audience/live', key: 'GET audience/live/', invoke: (a) => a.guide.audience() },
  {
    name: 'show/epgflat/recordings',
    key: 'GET show/epgflat/recordings/',
    prepare: recordPast,
    invoke: (a) => a.guide.recordedShows(),
  },
  { name: 'show/epgflat/explore', key: 'GET show/epgflat/explore/', invoke: (a) => a.guide.explore() },
  {
    name: 'show/epgflat/explore/category',
    key: 'GET show/epgflat/explore/category/*',
    invoke: (a) => a.guide.exploreCategory(5),
  },
  {
    name: 'show/epgflat/bookmarks',
    key: 'GET show/epgflat/bookmarks/',
    prepare: (a, ids) => a.usage.setBookmark(ids.pastShow, 60),
    invoke: (a) => a.guide.bookmarkedShows(),
  },
  { name: 'show/epgflat/search', key: 'GET show/epgflat/search/', invoke: (a) => a.guide.search('match') },
  { name: 'epgcarousel', key: 'GET epgcarousel', invoke: (a) => a.guide.carousel() },
  { name: 'epgchannel', key: 'GET epgchannel/*', invoke: (a) => a.guide.channelGuide('ch2') },
  { name: 'accurate', key: 'GET accurate/*', invoke: (a) => a.guide.accurateShow('ch1') },
  { name: 'recordings', key: 'PUT recordings/*', invoke: (a, ids) => a.recordings.record(ids.pastShow) },
  {
    name: 'recordings/archive',
    key: 'PUT recordings/*/archive/',
    prepare: recordPast,
    invoke: (a, ids) => a.recordings.archive(ids.pastShow),
  },
  {
    name: 'recordings/delete',
    key: 'DELETE recordings/*',
    prepare: recordPast,
    invoke: (a, ids) => a.recordings.remove(ids.pastShow),
  },
  {
    name: 'recordings/serial',
    key: 'PUT recordings/serial/*',
    invoke: (a, ids) => a.recordings.recordSerie(ids.serieId, 0),
  },
  {
    name: 'recordings/serial/episodes',
    key: 'DELETE recordings/serial/*/episodes/',
    prepare: recordSerie,
    invoke: (a, ids) => a.recordings.removeSerie(ids.serieId, 'episodes'),
  },
  {
    name: 'recordings/serial/scheduler',
    key: 'DELETE recordings/serial/*/scheduler/',
    prepare: recordSerie,
    invoke: (a, ids) => a.recordings.removeSerie(ids.serieId, 'scheduler'),
  },
  {
    name: 'recordings/serial/all',
    key: 'DELETE recordings/serial/*/all/',
    prepare: recordSerie,
    invoke: (a, ids) => a.recordings.removeSerie(ids.serieId, 'all'),
  },
  { name: 'recordings/quotas', key: 'GET recordings/quotas/', invoke: (a) => a.recordings.quotas() },
  {
    name: 'recordings/download/uri',
    key: 'GET recordings/*/download/uri/',
    prepare: recordPast,
    invoke: (a, ids) => a.recordings.downloadUri(ids.pastShow),
  },
  { name: 'show/details', key: 'GET show/details/*', invoke: (a, ids) => a.shows.details(ids.currentShow) },
  { name: 'show/details', key: 'GET show/details/*', invoke: (a, ids) => a.shows.details(ids.currentShow, 'next') },
  { name: 'show/details', key: 'GET show/details/*', invoke: (a, ids) => a.shows.details(ids.currentShow, 'prev') },
  { name: 'cache/show/details', key: 'GET show/details/*', invoke: (a, ids) => a.shows.cachedDetails(ids.currentShow) },
  { name: 'show/details/c2c', key: 'GET show/details/*/c2c/', invoke: (a, ids) => a.shows.related(ids.currentShow) },
  { name: 'show/serie', key: 'GET show/serie/*', invoke: (a, ids) => a.shows.serie(ids.serieId) },
  {
    name: 'show/rights',
    key: 'GET show/rights/*',
    invoke: (a, ids) => a.shows.showRights(ids.pastShow, { keySystemId: 'org.w3.clearkey', token: 't' }),
  },
  { name: 'people', key: 'GET people/*', invoke: (a) => a.shows.people(['Camille Laurent', 'Lukas Brunner']) },
  { name: 'people/suggestions', key: 'GET people/suggestions/', invoke: (a) => a.shows.peopleSuggestions() },
  { name: 'mysports/events', key: 'GET mysports/events/', invoke: (a) => a.shows.sportsEvents() },
  { name: 'vod', key: 'GET vod/', invoke: (a) => a.vod.account() },
  { name: 'vod/locations/shows', key: 'GET vod/locations/shows/', invoke: (a) => a.vod.shows() },
  { name: 'vod/hierarchy', key: 'GET vod/hierarchy/*', invoke: (a) => a.vod.hierarchy(44856) },
  { name: 'vod/show', key: 'GET vod/show/*', invoke: (a, ids) => a.vod.show(ids.vodShow) },
  { name: 'vod/show/c2c', key: 'GET vod/show/*/c2c/', invoke: (a, ids) => a.vod.related(ids.vodShow) },
  { name: 'vod/locations/seasons', key: 'GET vod/locations/seasons/', invoke: (a) => a.vod.seasons() },
  {
    name: 'vod/locations/season',
    key: 'GET vod/locations/seasons/*',
    invoke: (a, ids) => a.vod.locationSeason(ids.season),
  },
  { name: 'vod/season', key: 'GET vod/season/*', invoke: (a, ids) => a.vod.seasonShows(ids.season) },
  {
    name: 'vod/product/licence',
    key: 'POST vod/product/*/licence/',
    prepare: buy,
    invoke: (a, ids) => a.vod.licence(ids.product),
  },
  {
    name: 'vod/product/quote',
    key: 'PUT vod/product/*/purchase/',
    invoke: (a, ids) => a.vod.quote(ids.product, 'DEMO2026'),
  },
  {
    name: 'vod/product/purchase',
    key: 'POST vod/product/*/purchase/',
    invoke: (a, ids) => a.vod.purchase(ids.product),
  },
  {
    name: 'vod/stream/start',
    key: 'POST vod/stream/*',
    prepare: buy,
    invoke: (a, ids) => a.vod.startStream(ids.product),
  },
  {
    name: 'vod/stream/stop',
    key: 'DELETE vod/stream/*',
    prepare: buy,
    invoke: (a, ids) => a.vod.stopStream(ids.product, 300),
  },
  { name: 'play', key: 'POST play/', invoke: (a, ids) => a.usage.play(ids.currentShow) },
  { name: 'bookmark', key: 'PUT bookmark/*', invoke: (a, ids) => a.usage.setBookmark(ids.pastShow, 600) },
  {
    name: 'backupconfig',
    key: 'GET backupconfig/',
    prepare: (a) => a.usage.saveBackupConfig(CONFIG),
    invoke: (a) => a.usage.backupConfig(),
  },
  { name: 'backupconfig/save', key: 'PUT backupconfig/', invoke: (a) => a.usage.saveBackupConfig(CONFIG) },
  { name: 'event', key: 'POST event/', invoke: (a, ids) => a.usage.event('LIVEPLAY', { showId: ids.currentShow }) },
  { name: 'contact', key: 'POST contact/', invoke: (a) => a.usage.contact('demo@example.com', 'Hello') },
  { name: 'ping', key: 'GET ping/', invoke: (a) => a.usage.ping() },
  { name: 'interstitiel', key: 'GET interstitiel', invoke: (a) => a.usage.interstitial() },
  { name: 'resources', key: 'GET resources/*', invoke: (a) => a.usage.resources('demo', 'fr') },
];
