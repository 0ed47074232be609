import { checkStay } from "../../../shared/search/search-limits";
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

/** A remembered search input (see `rememberedSearchInput`), as the browser's store holds it. */
export type RememberedSearchInput = NonNullable<ReturnType<typeof rememberedSearchInput>>;

/**
 * The home search form's values from the remembered search: the place, guests and radius, and the
 * dates only while they can still be searched (a past stay would greet the guest with an error).
 */
export function formDefaultsFromRemembered(input: RememberedSearchInput, today: string) {
  const datesOk = checkStay(input.inDate, input.outDate, today) === null;
  return {
    location: input.location,
    placeId: input.placeId,
    lat: String(input.lat),
    long: String(input.long),
    inDate: datesOk ? input.inDate : undefined,
    outDate: datesOk ? input.outDate : undefined,
    guests: String(input.guests),
    radius: String(input.radius),
  };
}
