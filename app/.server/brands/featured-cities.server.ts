import type { Language } from "../../../shared/tenancy/languages";
import { cityLineOf, type FeaturedCity } from "../../domain/brands/brand-form";
import type { PlacesProvider } from "../places/places-provider.server";

/**
 * The featured cities the form's lines name, with their names in English and German and their
 * position from the places lookup; cities the brand already has are kept as they are (no lookup). The
 * first line that names no known place is answered instead.
 */
export async function featuredCitiesOf(
  places: PlacesProvider,
  lines: readonly string[],
  known: readonly FeaturedCity[],
  lng: Language,
): Promise<{ cities: FeaturedCity[] } | { notFound: string }> {
  const cities: FeaturedCity[] = [];
  for (const line of lines) {
    const typed = cityLineOf(line);
    const kept = "placeId" in typed ? known.find((city) => city.placeId === typed.placeId) : undefined;
    if (kept) {
      cities.push(kept);
      continue;
    }
    const first =
      "placeId" in typed
        ? await places.getPlaceById(typed.placeId, lng)
        : await places.findPlaceByName(typed.name, lng);
    if (!first.ok) return { notFound: line };
    const other: Language = lng === "en" ? "de" : "en";
    const second = await places.getPlaceById(first.data.id, other);
    // A place without a name in the other language shows its name in this one (GeoNames has few gaps).
    const otherName = second.ok ? second.data.name : first.data.name;
    const name = lng === "en" ? { en: first.data.name, de: otherName } : { en: otherName, de: first.data.name };
    if (!cities.some((city) => city.placeId === first.data.id))
      cities.push({ placeId: first.data.id, name, lat: first.data.lat, long: first.data.long });
  }
  return { cities };
}
