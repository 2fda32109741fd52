import { z } from 'zod';

/** The profile as the provider sends it (spec point 3). */
export const profileSchema = z.object({
  username: z.string(),
  status: z.string(),
  country_locked: z.boolean(),
  permissions: z.array(z.string()),
  parentalcontrol_level: z.number(),
  personalizeChannelUsage: z.boolean().optional(),
  deployment_target: z.string().optional(),
  subscriber_tv: z.boolean().optional(),
  application_context: z.string().optional(),
  stb: z.array(z.object({ mac: z.string() })).optional(),
});

export const loginResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().min(1),
  profile: profileSchema,
});

export const successSchema = z.object({ success: z.boolean() }).passthrough();
