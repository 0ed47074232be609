import { z } from "zod";
import { MAX_PHOTO_BYTES, photoAltSchema } from "../../../shared/ota/back-office-photos";
import { idSchema } from "../../../shared/ota/common";

/**
 * The photos page's forms (docs/decisions/0106): one file per upload, a photo's alt texts, and the
 * buttons that move, make the cover or delete a photo. Messages are i18n keys under adminPhotos.errors.
 */
const E = "adminPhotos.errors";

const alt = photoAltSchema.max(200, `${E}.altTooLong`).regex(/^[^\p{Cc}]*$/u, `${E}.altOneLine`);

export const photoAltFormSchema = z.object({
  intent: z.literal("alt"),
  photoId: idSchema,
  altDe: z.string().default("").pipe(alt),
  altEn: z.string().default("").pipe(alt),
});

/** The buttons of a photo: move up, move down, make the cover, delete. */
export const photoActionFormSchema = z.object({
  intent: z.enum(["up", "down", "cover", "delete"]),
  photoId: idSchema,
});

export type UploadProblem = "noFile" | "tooLarge" | "unsupportedType" | "failed";

/** What is wrong with an uploaded form field before it is sent on, or null (the OTA checks the bytes). */
export function uploadProblemOf(file: FormDataEntryValue | null): UploadProblem | null {
  if (!(file instanceof File) || file.size === 0) return "noFile";
  return file.size > MAX_PHOTO_BYTES ? "tooLarge" : null;
}

/** The OTA's refusal of an upload, by status: too large (413), not a JPEG/PNG/WebP (415), else failed. */
export function uploadProblemOfStatus(status: number): UploadProblem {
  return status === 413 ? "tooLarge" : status === 415 ? "unsupportedType" : "failed";
}

/** The page's answer status for a problem. */
export const UPLOAD_PROBLEM_STATUS: Record<UploadProblem, number> = {
  noFile: 400,
  tooLarge: 413,
  unsupportedType: 415,
  failed: 502,
};

/**
 * A request body larger than this cannot hold an acceptable file: refused (413) before it is read.
 * The form's other fields and the multipart framing take far less than the margin.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PHOTO_BYTES + 64 * 1024;
