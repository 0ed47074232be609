import type { OtaImage } from "../../../shared/ota/listing";
import { otaPaths } from "../../../shared/ota/paths";

/** One uploaded photo as an apartment row carries it: `[position, object key, width, height, alt en, alt de]`. */
type PhotoCell = [number, string, number, number, string, string];

const FALLBACK_ALT = {
  en: (apartment: string, n: number) => `${apartment}, photo ${n}`,
  de: (apartment: string, n: number) => `${apartment}, Foto ${n}`,
} as const;

/**
 * An apartment type's uploaded photos as the contract lists them, in their order (the cover first),
 * or an empty list when it has none (or the value cannot be read). A photo whose alt text in the
 * language is still empty is named by the apartment and its number (decision 0106).
 */
export function uploadedImages(
  photos: string | null | undefined,
  apartment: string,
  language: "en" | "de",
): OtaImage[] {
  let cells: PhotoCell[];
  try {
    cells = JSON.parse(photos ?? "[]") as PhotoCell[];
  } catch {
    return [];
  }
  if (!Array.isArray(cells)) return [];
  return cells
    .toSorted((a, b) => a[0] - b[0])
    .map(([, key, width, height, altEn, altDe], i) => ({
      url: otaPaths.photoFile(key),
      alt: (language === "en" ? altEn : altDe) || FALLBACK_ALT[language](apartment, i + 1),
      width,
      height,
    }));
}
