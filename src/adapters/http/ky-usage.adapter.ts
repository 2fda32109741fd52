import { ApiError } from '../../domain/errors';
import type { UsageApi } from '../../ports/usage.port';
import type { ApiClient, StatusMap } from './api-client';
import { call } from './call';
import { READ, SILENT, WRITE } from './call-policy';
import { successSchema } from './session.schema';
import { fromBackupConfig, toBackupConfig, toInterstitial } from './usage.mapper';
import { backupConfigSchema, interstitialSchema, resourcesSchema } from './usage.schema';

/** Spec point 8: too many streams on the keep-alive. */
const PING: StatusMap = { 429: 'concurrent-stream-limit' };
/** Spec point 8: a backup config 404 means nothing saved yet. */
const BACKUP_CONFIG: StatusMap = { 404: 'not-found' };

/** Silent calls (play/, event/, ping/ success) are listed in call-policy.ts: they reject, the caller stays quiet. */
export function createKyUsageApi(client: ApiClient): UsageApi {
  const { api } = client;
  const done = () => undefined;
  return {
    play: (showId) =>
      call(client, 'play', () => api.post('play/', { ...SILENT, json: { show_id: showId } }), successSchema, done),
    setBookmark: (showId, seconds, options) =>
      call(
        client,
        'bookmark',
        () =>
          api.put(`bookmark/${encodeURIComponent(showId)}/`, {
            ...WRITE,
            keepalive: options?.keepalive === true,
            json: { bookmark: seconds },
          }),
        successSchema,
        done,
      ),
    backupConfig: async () => {
      try {
        return await call(
          client,
          'backupconfig',
          () => api.get('backupconfig/', READ),
          backupConfigSchema,
          toBackupConfig,
          BACKUP_CONFIG,
        );
      } catch (error) {
        // Spec point 8: nothing saved yet, the defaults apply.
        if (error instanceof ApiError && error.kind === 'not-found') return null;
        throw error;
      }
    },
    saveBackupConfig: (config) =>
      call(
        client,
        'backupconfig/save',
        () => api.put('backupconfig/', { ...WRITE, json: fromBackupConfig(config) }),
        successSchema,
        done,
      ),
    event: (name, data) =>
      call(client, 'event', () => api.post('event/', { ...SILENT, json: { event: name, data } }), successSchema, done),
    contact: (email, message) =>
      call(client, 'contact', () => api.post('contact/', { ...WRITE, json: { email, message } }), successSchema, done),
    ping: () => call(client, 'ping', () => api.get('ping/', SILENT), successSchema, done, PING),
    interstitial: () =>
      call(client, 'interstitiel', () => client.root.get('interstitiel', READ), interstitialSchema, toInterstitial),
    resources: (brand, language) =>
      call(
        client,
        'resources',
        () => client.cache.get(`resources/${encodeURIComponent(brand)}/${encodeURIComponent(language)}/`, READ),
        resourcesSchema,
        (body) => body,
      ),
  };
}
