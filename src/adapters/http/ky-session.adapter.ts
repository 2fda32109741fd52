import type { SessionApi } from '../../ports/session.port';
import type { ApiClient } from './api-client';
import { call } from './call';
import { toProfile } from './session.mapper';
import { loginResponseSchema, profileSchema, successSchema } from './session.schema';

/** Names this client on the provider's side (spec point 7: context of auth/). */
export const AUTH_CONTEXT = 'web';

export function createKySessionApi(client: ApiClient, device?: { id: string; alias: string }): SessionApi {
  return {
    login: (credentials) =>
      call(
        client,
        'auth',
        () =>
          client.api.post('auth/', {
            json: { username: credentials.email.trim(), password: credentials.password, context: AUTH_CONTEXT, device_id: device?.id, device_alias: device?.alias },
          }),
        loginResponseSchema,
        (body) => ({ token: body.token, profile: toProfile(body.profile) }),
        { 401: 'invalid-credentials', 403: 'not-entitled' },
      ),
    profile: () =>
      call(
        client,
        'profile',
        () => client.api.get('profile/', { searchParams: device ? { device_id: device.id, device_alias: device.alias } : undefined }),
        profileSchema,
        toProfile,
      ),
    logout: () => call(client, 'logout', () => client.api.post('logout/'), successSchema, () => undefined),
  };
}
