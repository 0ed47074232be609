import type { PhotoMediaType } from "../../../shared/ota/back-office-photos";
import { sniffImageType } from "../../../shared/photos/image-type";
import { MalformedImageError } from "./image-bytes";
import { type CleanedImage, cleanJpeg } from "./jpeg-file";
import { cleanPng } from "./png-file";
import { cleanWebp } from "./webp-file";

export type PhotoFile = CleanedImage & { contentType: PhotoMediaType };

/** Why an uploaded file is not taken: not a JPEG, PNG or WebP by its bytes, or one that cannot be read. */
export type PhotoFileProblem = "unsupported_type" | "unreadable";

const CLEANERS: Record<PhotoMediaType, (bytes: Uint8Array) => CleanedImage> = {
  "image/jpeg": cleanJpeg,
  "image/png": cleanPng,
  "image/webp": cleanWebp,
};

/**
 * An uploaded file as it is stored: its type by its bytes, its size as shown, and its bytes without
 * the metadata that may say where it was taken (decision 0106). Pure.
 */
export function readPhotoFile(bytes: Uint8Array): PhotoFile | PhotoFileProblem {
  const contentType = sniffImageType(bytes);
  if (!contentType) return "unsupported_type";
  try {
    return { contentType, ...CLEANERS[contentType](bytes) };
  } catch (error) {
    if (error instanceof MalformedImageError) return "unreadable";
    throw error;
  }
}
