import type { RatePlan } from "../../../shared/ota/listing";
import { type CancellationText, cancellationText } from "../booking/cancellation-text";

export type RatePolicy = { id: string; name: string; text: CancellationText };

/**
 * Every rate of the stay with its own cancellation terms (a Saver and a Flexible rate cancel
 * differently), cheapest first; none when the stay is not available or was not asked for.
 */
export function ratePolicies(
  offers: {
    availability: { available: boolean };
    offers: readonly { ratePlan: RatePlan; price: { total: number; nights: number } }[];
  } | null,
): RatePolicy[] {
  if (!offers?.availability.available) return [];
  return [...offers.offers]
    .sort((a, b) => a.price.total - b.price.total)
    .map((rate) => ({
      id: rate.ratePlan.id,
      name: rate.ratePlan.name,
      text: cancellationText(rate.ratePlan.cancellationPolicy, rate.price.nights),
    }));
}
