import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common";
import { channelSchema } from "./listing";

/**
 * Channel managers' connections (issue 35, docs/decisions/0116): a brand's link to one channel
 * manager, its API keys, and the codes by which the channel manager names the brand's apartment types
 * (`InvTypeCode`: the types' channel links under the connection's channel) and rate plans
 * (`RatePlanCode`: the plan's channel code, else its own code).
 */

/** What a key may do: push availability and rates in (`ari`), read and receive reservations. */
export const CHANNEL_KEY_SCOPES = ["ari", "reservations"] as const;
export const channelKeyScopeSchema = z.enum(CHANNEL_KEY_SCOPES);
export type ChannelKeyScope = z.infer<typeof channelKeyScopeSchema>;

/** A code a channel manager sends (InvTypeCode, RatePlanCode): OpenTravel's StringLength1to64. */
export const channelCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u, "no control characters");

export const channelApiKeySchema = z.object({
  id: idSchema,
  /** The secret's first characters, so a person can tell keys apart; never the secret. */
  prefix: z.string(),
  scopes: z.array(channelKeyScopeSchema),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ChannelApiKey = z.infer<typeof channelApiKeySchema>;

const bilingualNameSchema = z.object({ en: z.string(), de: z.string() });

/** An apartment type of the brand with its codes under the connection's channel (null: none set). */
export const channelMappingTypeSchema = z.object({
  apartmentTypeId: idSchema,
  name: bilingualNameSchema,
  houseName: z.string(),
  code: z.string().nullable(),
  ratePlans: z.array(
    z.object({
      ratePlanId: idSchema,
      name: bilingualNameSchema,
      /** The plan's own code (FLEX, SAVER), which a RatePlanCode matches when no channel code is set. */
      ownCode: z.string(),
      code: z.string().nullable(),
    }),
  ),
});
export type ChannelMappingType = z.infer<typeof channelMappingTypeSchema>;

export const channelConnectionSchema = z.object({
  id: idSchema,
  name: z.string(),
  channel: channelSchema,
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  archivedAt: isoDateTimeSchema.nullable(),
});
export type ChannelConnection = z.infer<typeof channelConnectionSchema>;

export const channelConnectionsSchema = z.object({ items: z.array(channelConnectionSchema) });

/** GET .../connections/:connectionId: the connection, its keys (newest first) and the code mapping. */
export const channelConnectionDetailSchema = channelConnectionSchema.extend({
  keys: z.array(channelApiKeySchema),
  mapping: z.array(channelMappingTypeSchema),
});
export type ChannelConnectionDetail = z.infer<typeof channelConnectionDetailSchema>;

/** POST .../connections */
export const createChannelConnectionSchema = z.object({
  name: z.string().trim().min(1).max(120),
  channel: z.string().trim().toUpperCase().max(40).pipe(channelSchema),
});
export type CreateChannelConnection = z.infer<typeof createChannelConnectionSchema>;

/** POST .../connections/:connectionId/keys */
export const createChannelApiKeySchema = z.object({
  scopes: z.array(channelKeyScopeSchema).min(1).max(10),
});
export type CreateChannelApiKey = z.infer<typeof createChannelApiKeySchema>;

/** The answer to a new key: the only time the secret is shown. */
export const createdChannelApiKeySchema = z.object({ key: channelApiKeySchema, secret: z.string() });
export type CreatedChannelApiKey = z.infer<typeof createdChannelApiKeySchema>;

/** PUT .../connections/:connectionId/mapping: the codes given replace the stored ones (null: remove). */
export const updateChannelMappingSchema = z.object({
  types: z
    .array(
      z.object({
        apartmentTypeId: idSchema,
        code: channelCodeSchema.nullable(),
        ratePlans: z
          .array(z.object({ ratePlanId: idSchema, code: channelCodeSchema.nullable() }))
          .max(50)
          .default([]),
      }),
    )
    .max(2000),
});
export type UpdateChannelMapping = z.infer<typeof updateChannelMappingSchema>;
