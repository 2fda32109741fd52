import type { RecordingsApi } from '../../ports/recordings.port';
import type { ApiClient, StatusMap } from './api-client';
import { call } from './call';
import { READ, WRITE } from './call-policy';
import { toQuotas } from './recordings.mapper';
import { downloadUriSchema, quotasResponseSchema } from './recordings.schema';
import { successSchema } from './session.schema';

/** Spec point 8: 509 is the recording quota on add, the archive quota on archive. */
const RECORD: StatusMap = { 509: 'recording-quota-exceeded' };
const ARCHIVE: StatusMap = { 509: 'archive-quota-exceeded' };

export function createKyRecordingsApi(client: ApiClient): RecordingsApi {
  const { api } = client;
  const id = encodeURIComponent;
  const done = () => undefined;
  return {
    record: (showId) =>
      call(client, 'recordings', () => api.put(`recordings/${id(showId)}/`, WRITE), successSchema, done, RECORD),
    archive: (showId) =>
      call(
        client,
        'recordings/archive',
        () => api.put(`recordings/${id(showId)}/archive/`, WRITE),
        successSchema,
        done,
        ARCHIVE,
      ),
    remove: (showId) =>
      call(client, 'recordings/delete', () => api.delete(`recordings/${id(showId)}/`, WRITE), successSchema, done),
    recordSerie: (serieId, retention) =>
      call(
        client,
        'recordings/serial',
        () => api.put(`recordings/serial/${id(serieId)}/`, { ...WRITE, json: { retention } }),
        successSchema,
        done,
        RECORD,
      ),
    removeSerie: (serieId, part) =>
      call(
        client,
        `recordings/serial/${part}`,
        () => api.delete(`recordings/serial/${id(serieId)}/${part}/`, WRITE),
        successSchema,
        done,
      ),
    quotas: () =>
      call(client, 'recordings/quotas', () => api.get('recordings/quotas/', READ), quotasResponseSchema, toQuotas),
    downloadUri: (showId) =>
      call(
        client,
        'recordings/download/uri',
        () => api.get(`recordings/${id(showId)}/download/uri/`, READ),
        downloadUriSchema,
        (body) => body.uri,
      ),
  };
}
