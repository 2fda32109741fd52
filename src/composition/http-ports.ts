// First: zod must not probe eval (the served CSP forbids it) before the adapters' schemas exist.
import './zod-without-eval';
import { createApiClient, type ApiClientConfig } from '../adapters/http/api-client';
import { createKyGuideApi } from '../adapters/http/ky-guide.adapter';
import { createKyRecordingsApi } from '../adapters/http/ky-recordings.adapter';
import { createKySessionApi } from '../adapters/http/ky-session.adapter';
import { createKyShowsApi } from '../adapters/http/ky-shows.adapter';
import { createKyUsageApi } from '../adapters/http/ky-usage.adapter';
import { createKyVodApi } from '../adapters/http/ky-vod.adapter';
import type { GuideApi } from '../ports/guide.port';
import type { RecordingsApi } from '../ports/recordings.port';
import type { DeviceIdentity, SessionApi } from '../ports/session.port';
import type { ShowsApi } from '../ports/shows.port';
import type { UsageApi } from '../ports/usage.port';
import type { VodApi } from '../ports/vod.port';

/** The provider's API ports over one HTTP client (ky, zod): loaded by the container on the first call. */
export interface HttpPorts {
  readonly session: SessionApi;
  readonly guide: GuideApi;
  readonly recordings: RecordingsApi;
  readonly shows: ShowsApi;
  readonly vod: VodApi;
  readonly usage: UsageApi;
}

export function createHttpPorts(config: ApiClientConfig, device?: DeviceIdentity): HttpPorts {
  const client = createApiClient(config);
  return {
    session: createKySessionApi(client, device),
    guide: createKyGuideApi(client),
    recordings: createKyRecordingsApi(client),
    shows: createKyShowsApi(client),
    vod: createKyVodApi(client),
    usage: createKyUsageApi(client),
  };
}
