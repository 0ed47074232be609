import { env } from "cloudflare:test";
import { isoDateFromToday } from "../../shared/dates/test-support/iso-date-from-today";
import type { FindOffersParams } from "../../shared/ota/find-offers";
import type { Listing } from "../../shared/ota/listing";

/**
 * Searches the seeded inventory directly through the app's service binding (find-offers, then the
 * redirect location), as the OTA contract describes. Defaults: Berlin, 10 km, a week starting 90 days from today.
 */
export async function searchInventory(params: Partial<FindOffersParams> = {}, options: { limit?: number } = {}) {
  const response = await env.INVENTORY.fetch("https://inventory.internal/api/find-offers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      params: {
        ibeUid: "quartier",
        lat: 52.52,
        long: 13.405,
        radius: 10,
        from: isoDateFromToday(90),
        to: isoDateFromToday(97),
        guests: 2,
        currency: "EUR",
        language: "en",
        ...params,
      },
      pageProps: {},
      options,
    }),
  });
  if (!response.ok) return { status: response.status, redirectLocation: "", listings: [] as Listing[] };
  const { redirectLocation } = (await response.json()) as { redirectLocation: string };
  const listings = (await (
    await env.INVENTORY.fetch(`https://inventory.internal${redirectLocation}`)
  ).json()) as Listing[];
  return { status: response.status, redirectLocation, listings };
}
