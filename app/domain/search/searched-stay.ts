import type { SearchContext } from "./search-results";
import type { SearchUrlParams } from "./search-route";

/** What the results depend on from the searched stay. */
export function searchContextOf(
  search: Pick<SearchUrlParams, "nights" | "inDate" | "outDate" | "placeName">,
): SearchContext {
  return { nights: search.nights, hasDates: Boolean(search.inDate && search.outDate), placeName: search.placeName };
}

/** The search form's values for the searched stay, as the form's fields hold them (strings, or absent). */
export function searchFormDefaults(search: SearchUrlParams) {
  return {
    location: search.placeName,
    placeId: search.placeId ?? undefined,
    lat: search.position ? String(search.position.lat) : undefined,
    long: search.position ? String(search.position.long) : undefined,
    inDate: search.inDate ?? undefined,
    outDate: search.outDate ?? undefined,
    // Zero is kept as typed: the form shows it beside its error instead of an empty field.
    guests: search.guests !== null ? String(search.guests) : undefined,
    radius: search.radius !== null ? String(search.radius) : undefined,
    companyCode: search.companyCode ?? undefined,
  };
}

/** An invalid search's problem as a form submission result, so the form shows it next to its field. */
export function searchFormReply(problem: SearchUrlParams["problem"]) {
  return problem?.field ? { status: "error" as const, error: { [problem.field]: [problem.message] } } : null;
}

/** The search input the browser remembers (with consent): a valid search with every parameter, else null. */
export function rememberedSearchInput(search: SearchUrlParams) {
  const { valid, position, inDate, outDate, guests, radius, placeName, placeId } = search;
  if (!(valid && position && inDate && outDate && guests && radius)) return null;
  return { location: placeName, ...(placeId ? { placeId } : {}), ...position, inDate, outDate, guests, radius };
}
