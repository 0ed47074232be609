import type { Language } from "../../../shared/tenancy/tenant";

/**
 * The search entry deep link, `/:lng/search?location=…` (docs/guides/deep-links.md): what the search
 * form sends and what an outside page (the widget, a partner's link) may open. The page finds the
 * place (the chosen suggestion's position when it still carries the typed name, else by name) and
 * redirects to the search page's own URL.
 */
export type SearchEntry = {
  location: string;
  /** A suggestion's place, when one was chosen: the page then needs no lookup by name. */
  place?: { id: string; lat: number; long: number } | null;
  inDate?: string;
  outDate?: string;
  guests?: number;
  radius?: number;
};

export function searchEntryPath(lng: Language, entry: SearchEntry): string {
  const params = new URLSearchParams({ location: entry.location.trim() });
  if (entry.place) {
    params.set("placeId", entry.place.id);
    params.set("lat", String(entry.place.lat));
    params.set("long", String(entry.place.long));
  }
  if (entry.inDate) params.set("inDate", entry.inDate);
  if (entry.outDate) params.set("outDate", entry.outDate);
  if (entry.guests !== undefined) params.set("guests", String(entry.guests));
  if (entry.radius !== undefined) params.set("radius", String(entry.radius));
  return `/${lng}/search?${params.toString()}`;
}
