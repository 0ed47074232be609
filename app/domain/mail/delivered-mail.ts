import * as z from "zod/mini";

/**
 * A mail the local identity provider (a Node process) hands to the app's development outbox with
 * `POST /dev/outbox/deliver`, a form post carrying these fields and the shared secret in a header.
 * Shared by the provider (scripts/idp) and the app, so both speak the same shape.
 */
export const OUTBOX_SECRET_HEADER = "X-Outbox-Delivery-Secret";
export const OUTBOX_DELIVERY_PATH = "/dev/outbox/deliver";

export const deliveredMailSchema = z.object({
  kind: z.literal("password_reset"),
  /** The tenant (ibeUid) whose brand sends it; must be the tenant of the host it is posted to. */
  tenant: z.string().check(z.minLength(1), z.maxLength(64)),
  language: z.enum(["de", "en"]),
  to: z.email(),
  subject: z.string().check(z.minLength(1), z.maxLength(300)),
  text: z.string().check(z.minLength(1), z.maxLength(20_000)),
  html: z.string().check(z.minLength(1), z.maxLength(50_000)),
});

export type DeliveredMail = z.infer<typeof deliveredMailSchema>;
