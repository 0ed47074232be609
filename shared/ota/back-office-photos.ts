import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common";

/**
 * The back office's photos of an apartment type (issue 34): the admin API's request and answer shapes,
 * parsed by the inventory and by the app's client and forms. An upload is the file's bytes as the
 * request body (not JSON): its type is read from the bytes, never from a name or a declared type.
 */

/** The image types an operator may upload, by their media type. */
export const PHOTO_MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const photoMediaTypeSchema = z.enum(PHOTO_MEDIA_TYPES);
export type PhotoMediaType = z.infer<typeof photoMediaTypeSchema>;

/** The largest photo accepted, in bytes (413 payload_too_large above it). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** An alt text: one line, what the photo shows, for people who cannot see it (empty: none yet). */
export const photoAltSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[^\p{Cc}]*$/u, "one line, no control characters");

export const photoAltTextsSchema = z.object({ de: photoAltSchema, en: photoAltSchema });
export type PhotoAltTexts = z.infer<typeof photoAltTextsSchema>;

/** One stored photo. `url`: the OTA's path of the file (the embedded inventory serves `/photos/...`). */
export const adminPhotoSchema = z.object({
  id: idSchema,
  apartmentTypeId: idSchema,
  url: z.string().min(1),
  contentType: photoMediaTypeSchema,
  width: z.int().positive(),
  height: z.int().positive(),
  bytes: z.int().positive(),
  alt: photoAltTextsSchema,
  /** The first photo is the cover: the one on result cards and the first on the apartment page. */
  isCover: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

/** GET .../apartment-types/:apartmentTypeId/photos: in their order, the cover first. */
export const adminPhotoListSchema = z.object({ items: z.array(adminPhotoSchema) });
export type AdminPhotoList = z.infer<typeof adminPhotoListSchema>;

/** PUT .../photos/:photoId: the alt texts in both languages. */
export const updatePhotoRequestSchema = z.object({ alt: photoAltTextsSchema });
export type UpdatePhotoRequest = z.infer<typeof updatePhotoRequestSchema>;

/** POST .../photos/order: every photo of the type, each once, in the new order (the first is the cover). */
export const orderPhotosRequestSchema = z.object({
  photoIds: z
    .array(idSchema)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, "each photo once"),
});
export type OrderPhotosRequest = z.infer<typeof orderPhotosRequestSchema>;
