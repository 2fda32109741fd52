// Every schema is built on its first parse (`z.lazy`), not as the adapters load: the start's tasks stay short (issue 33).
import { z } from 'zod';
import { isCodeLifetimeValid } from '../../domain/session/device-code';

/** The profile as the provider sends it (spec point 3). */
export const profileSchema = z.lazy(() =>
  z.object({
    username: z.string(),
    status: z.string(),
    country_locked: z.boolean(),
    permissions: z.array(z.string()),
    parentalcontrol_level: z.number(),
    /** Whether a parental PIN is set (not in the spec's list: absent means set, see Profile.parentalPinSet). */
    parentalcontrol_pin: z.boolean().optional(),
    personalizeChannelUsage: z.boolean().optional(),
    deployment_target: z.string().optional(),
    subscriber_tv: z.boolean().optional(),
    application_context: z.string().optional(),
    stb: z.array(z.object({ mac: z.string() })).optional(),
  }),
);

export const loginResponseSchema = z.lazy(() =>
  z.object({
    success: z.boolean(),
    token: z.string().min(1),
    profile: profileSchema,
  }),
);

export const successSchema = z.lazy(() => z.object({ success: z.boolean() }).passthrough());

/** PUT auth/fork/: a token of the same user for another service. */
export const forkResponseSchema = z.lazy(() => z.object({ token: z.string().min(1) }));

/** POST auth/device/code/ (spec point 3, OTP code); user_code is shown as XXXX-XXXX. */
export const deviceCodeSchema = z.lazy(() =>
  z.object({
    user_code: z.string().min(1),
    device_code: z.string().min(1),
    interval: z.number().finite(),
    // A lifetime that is not a positive number of seconds, up to an hour, is a malformed answer.
    expires_in: z.number().refine(isCodeLifetimeValid, 'expires_in out of range'),
    verification_uri: z.string(),
  }),
);

/** POST auth/device/token/: `pending` while the user has not answered, `granted` with a session. */
export const deviceTokenSchema = z.lazy(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('pending') }),
    z.object({ status: z.literal('granted'), username: z.string(), token: z.string().min(1), profile: profileSchema }),
  ]),
);

/** GET show/extras/: ids of recorded, archived and seen shows; series recordings; bookmarks in seconds. */
export const extrasSchema = z.lazy(() =>
  z.object({
    recordings: z.array(z.string()),
    archives: z.array(z.string()),
    serials: z.array(z.object({ serie_id: z.string(), retention: z.number() })),
    bookmarks: z.array(z.object({ show_id: z.string(), at: z.number() })),
    seen: z.array(z.string()),
  }),
);
