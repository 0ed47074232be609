import type { Rfp, RfpOffer } from "../../../shared/ota/rfp";
import { moveOffer, requesterOffers } from "../../../shared/ota/rfp";
import type { Language } from "../../../shared/tenancy/tenant";
import { offerQueryString } from "../offer/offer-query-string";
import { offerPath } from "../seo/offer-path";

/** What the checkout start takes to book an offer at its price (the offer page's Book form's fields). */
export type OfferBookingFields = {
  apartmentTypeId: string;
  ratePlanId: string;
  from: string;
  to: string;
  guests: string;
  rfpId: string;
  rfpOfferId: string;
  offerUrl: string;
};

/** The guests one offer (one apartment) is for: the enquiry's guests shared over its apartments, rounded up. */
export function guestsPerApartment(rfp: Pick<Rfp, "guests" | "apartments">): number {
  return Math.max(1, Math.ceil(rfp.guests / Math.max(1, rfp.apartments)));
}

export type EnquiryOfferView = RfpOffer & {
  /** The Book form's fields while the offer can be booked (and a rate plan is known); null otherwise. */
  booking: OfferBookingFields | null;
  canDecline: boolean;
};

/**
 * The requester's view of an enquiry: the offers they were sent (drafts stay with the operator),
 * bookable ones first, each with what its Book and Decline buttons post. `ratePlans`: the rate plan
 * to book each bookable offer with (the apartment's cheapest at the offered price).
 */
export function enquiryOffersView(
  rfp: Rfp,
  lng: Language,
  ratePlans: Readonly<Record<string, string | undefined>>,
): EnquiryOfferView[] {
  const order = { BOOKABLE: 0, BOOKED: 1, LOST: 2, OPEN: 3 } as const;
  return requesterOffers(rfp.offers)
    .sort((a, b) => order[a.status] - order[b.status])
    .map((offer) => {
      const ratePlanId = ratePlans[offer.id];
      const bookable = moveOffer(offer.status, "book") !== null && rfp.status === "BOOKABLE";
      return {
        ...offer,
        canDecline: moveOffer(offer.status, "decline") !== null && rfp.status === "BOOKABLE",
        booking:
          bookable && ratePlanId
            ? {
                apartmentTypeId: offer.apartmentTypeId,
                ratePlanId,
                from: offer.from,
                to: offer.to,
                guests: String(guestsPerApartment(rfp)),
                rfpId: rfp.id,
                rfpOfferId: offer.id,
                offerUrl: `${offerPath(lng, offer.apartmentTypeId)}${offerQueryString({
                  stay: { from: offer.from, to: offer.to, guests: guestsPerApartment(rfp) },
                  rfpId: rfp.id,
                  rfpOfferId: offer.id,
                })}`,
              }
            : null,
      };
    });
}

/** Whether the requester can still close the enquiry (it is neither booked nor lost). */
export function canCloseEnquiry(rfp: Pick<Rfp, "status">): boolean {
  return rfp.status === "OPEN" || rfp.status === "BOOKABLE";
}
