import { expect } from "vitest";
import { isoDateFromToday } from "../../shared/dates/test-support/iso-date-from-today";
import type { Listing } from "../../shared/ota/listing";
import { isRfpListing } from "../../shared/search/listing-markers";
import { cookiesFrom, fetchApp, postForm } from "./fetch-app";
import { searchInventory } from "./inventory";

// Most tests take their dates from here; inventory.ts takes them from the source, as it is imported here.
export { isoDateFromToday };

/** Each call takes other nights (from `base` on), so tests never compete for the same stay. */
export function stays(base: number) {
  let offset = base;
  return () => {
    offset += 9;
    return { from: isoDateFromToday(offset), to: isoDateFromToday(offset + 4) };
  };
}

/** The offer page's rate whose terms start free (one that can still be changed), if it offers one. */
function freeCancellationRateOf(offerPage: string): string | undefined {
  for (const [label] of offerPage.matchAll(/<label\b(?:(?!<\/label>)[\s\S])*<\/label>/g)) {
    if (/data-testid="rate-terms">(Free cancellation|Kostenlos)/.test(label))
      return /name="ratePlanId" value="([^"]+)"/.exec(label)?.[1];
  }
  return undefined;
}

/** Posts the offer page's Book form for a bookable apartment and returns the new session id. */
export async function startCheckout(input: {
  host: string;
  lng: "en" | "de";
  from: string;
  to: string;
  /** Which listing to book; by default a bookable multi-room apartment. */
  choose?: (listings: Listing[]) => Listing | undefined;
  /** Book a rate with free cancellation: the first apartment that offers one. */
  freeCancellation?: boolean;
}): Promise<{ sessionId: string; cookie: string }> {
  const ibeUid = input.host.split(".")[0] ?? "quartier";
  const { listings } = await searchInventory(
    { ibeUid, from: input.from, to: input.to, guests: 2, radius: 25 },
    { limit: 500 },
  );
  // A multi-room apartment, whose German name differs from the English one.
  const candidates = input.choose
    ? [input.choose(listings)]
    : listings.filter((l) => !isRfpListing(l) && (input.freeCancellation || /bedroom/i.test(l.apartmentType.name)));
  for (const listing of candidates) {
    expect(listing, "a bookable apartment").toBeTruthy();
    const id = listing?.apartmentType.id ?? "";
    const offerUrl = `/${input.lng}/apartments/${id}?from=${input.from}&to=${input.to}&guests=2`;
    const page = await (await fetchApp(`http://${input.host}${offerUrl}`)).text();
    const inputs = [...page.matchAll(/<input[^>]*name="ratePlanId"[^>]*>/g)].map((m) => m[0]);
    const chosen = inputs.find((tag) => tag.includes('type="hidden"') || tag.includes("checked"));
    const ratePlanId = input.freeCancellation
      ? freeCancellationRateOf(page)
      : (/value="([^"]+)"/.exec(chosen ?? "")?.[1] ?? "");
    if (ratePlanId === undefined) continue;
    const response = await postForm(`http://${input.host}/${input.lng}/checkout/start`, {
      apartmentTypeId: id,
      ratePlanId,
      from: input.from,
      to: input.to,
      guests: "2",
      offerUrl,
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    return {
      sessionId: new URL(location, `http://${input.host}`).searchParams.get("id") ?? "",
      cookie: cookiesFrom(response),
    };
  }
  throw new Error(`no bookable apartment among ${candidates.length} listings`);
}

/** Books a stay by bank transfer; answers the confirmation page, its manage link and the guest's address. */
/** Fills the booking step of a started checkout: a guest paying by bank transfer (or `paymentMethod`). */
export async function enterGuestDetails(
  host: string,
  lng: "en" | "de",
  sessionId: string,
  email: string,
  paymentMethod = "bankTransfer",
) {
  const details = await postForm(`http://${host}/${lng}/checkout/booking?id=${sessionId}`, {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    phone: "+49 30 1234567",
    country: "GB",
    guests: "2",
    paymentMethod,
    intent: "next",
  });
  expect(details.status).toBe(303);
  return details.headers.get("Location") ?? "";
}

export async function bookByBankTransfer(input: {
  host?: string;
  lng: "en" | "de";
  from: string;
  to: string;
  choose?: (listings: Listing[]) => Listing | undefined;
}) {
  const host = input.host ?? "quartier.localhost";
  const { sessionId } = await startCheckout({ ...input, host });
  const base = `http://${host}/${input.lng}/checkout`;
  const email = `guest-${sessionId.slice(0, 12)}@example.com`;
  await enterGuestDetails(host, input.lng, sessionId, email);
  const summary = await postForm(`${base}/summary?id=${sessionId}`, { intent: "next", terms: "on" });
  expect(summary.status).toBe(303);
  const confirmation = await (await fetchApp(`http://${host}${summary.headers.get("Location")}`)).text();
  const href = /data-testid="manage-link"|href="(http:\/\/[^"]+\/bookings\/[^"]+)"/.exec(confirmation);
  const manageUrl = (/href="(http:\/\/[^"]+\/bookings\/[^"]+)"/.exec(confirmation)?.[1] ?? "").replaceAll("&amp;", "&");
  expect(href && manageUrl, "the confirmation links to the manage page").toBeTruthy();
  return { confirmation, manageUrl, email, sessionId };
}
