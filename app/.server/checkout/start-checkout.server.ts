import type { RouterContextProvider } from "react-router";
import type { z } from "zod/mini";
import { campaignOfValues } from "../../../shared/campaign/campaign-param";
import type { Apartment } from "../../../shared/ota/apartment";
import type { CheckoutApartment, CheckoutItem, CheckoutSession } from "../../domain/checkout/checkout-session";
import { checkoutOfferUrl, type checkoutStartSchema } from "../../domain/checkout/checkout-start-params";
import { completeNextStep, planNextStep, type StepResult } from "../../domain/checkout/checkout-steps";
import { isStayRestriction, STAY_RESTRICTED_MESSAGE } from "../../domain/checkout/stay-restriction";
import { type CompanyCodeProblemKey, companyCodeProblemKey } from "../../domain/company/company-notice";
import { isUpstreamOutage } from "../../domain/upstream/outage";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { getLocale } from "../middleware/i18n.server";
import { voucherOnOffers } from "../vouchers/voucher-on-stay.server";
import { summarizeOffer } from "./reprice.server";

export type CheckoutStartInput = z.output<typeof checkoutStartSchema>;

export type StartCheckoutResult =
  | { ok: true; session: CheckoutSession; step: StepResult }
  | {
      ok: false;
      errorKey:
        | "checkout.start.errors.apartment"
        | "checkout.start.errors.unavailable"
        | typeof STAY_RESTRICTED_MESSAGE
        | "checkout.start.errors.outage"
        | "checkout.errors.sessionNotStored"
        | CompanyCodeProblemKey;
      /** 503 when the OTA could not answer (the guest may try again), else 400. */
      status: 400 | 503;
    };

/**
 * Spec "set checkout session": prices the posted offer again at the OTA (never trusting the page's
 * price), creates the checkout session in KV and plans the first step (booking, or the RFP request).
 */
/** The apartment as the checkout keeps it, from the OTA's answer (names in the session's language). */
export function checkoutApartmentOf(apartment: Apartment): CheckoutApartment {
  const { apartmentType, property } = apartment;
  return {
    id: apartmentType.id,
    name: apartmentType.name,
    propertyName: property.name,
    address: property.address,
    image: apartment.images[0] ?? null,
    maxOccupancy: apartmentType.maxOccupancy,
    checkInFrom: apartment.checkInFrom,
    checkOutUntil: apartment.checkOutUntil,
    extraServices: apartment.extraServices,
  };
}

/** Nights between two ISO dates. */
function nightsOf(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export async function startCheckout(
  context: Readonly<RouterContextProvider>,
  input: CheckoutStartInput,
  /** Binds the session to the starting browser (browser-key.server.ts). */
  browserKeyHash: string,
  /**
   * A stay of several apartments (decision 0144): `input` is its first, these the further ones,
   * already priced; Back and Cancel lead to the "Your stay" page.
   */
  stay?: { additionalItems: CheckoutItem[]; backUrl: string },
): Promise<StartCheckoutResult> {
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const ota = adaptersOf(context).ota;
  const rfp = {
    ...(input.rfpId ? { rfpId: input.rfpId } : {}),
    ...(input.rfpOfferId ? { rfpOfferId: input.rfpOfferId } : {}),
  };
  const [apartment, offers] = await Promise.all([
    ota.getApartmentById(tenant.ibeUid, input.apartmentTypeId, lng),
    ota.getOffersByApartmentTypeId(tenant.ibeUid, input.apartmentTypeId, {
      from: input.from,
      to: input.to,
      guests: input.guests,
      language: lng,
      ...rfp,
      ...(input.companyCode ? { companyCode: input.companyCode } : {}),
    }),
  ]);
  const failed = [apartment, offers].find((answer) => !answer.ok && isUpstreamOutage(answer.status));
  if (failed) return { ok: false, errorKey: "checkout.start.errors.outage", status: 503 };
  if (!apartment.ok) return { ok: false, errorKey: "checkout.start.errors.apartment", status: 400 };
  // The voucher is judged again for this stay: its discount is priced in when it applies, else the public price stays.
  const voucherApplied =
    offers.ok && input.voucher
      ? await voucherOnOffers(
          context,
          input.voucher,
          {
            from: input.from,
            to: input.to,
            nights: nightsOf(input.from, input.to),
            apartmentTypeId: input.apartmentTypeId,
            propertyId: apartment.ok ? apartment.data.property.id : "",
          },
          offers.data.offers,
        )
      : null;
  const rateOffers = voucherApplied ? voucherApplied.offers : offers.ok ? offers.data.offers : [];
  const selected = rateOffers.find((offer) => offer.ratePlan.id === input.ratePlanId);
  const voucher = selected?.price.voucher ? selected.price.voucher.code : undefined;
  // A code that does not apply to the chosen rate (any more): its reason is shown beside the public price.
  const selectedIndex = selected ? rateOffers.indexOf(selected) : -1;
  const voucherRefused =
    voucherApplied && !voucher
      ? {
          code: voucherApplied.voucher.code,
          verdict: voucherApplied.verdicts[selectedIndex] ?? voucherApplied.voucher.verdict,
        }
      : null;
  // A code that stopped being valid since the offer page was shown: said as such (the input is kept).
  const companyProblem = offers.ok && offers.data.company ? companyCodeProblemKey(offers.data.company.status) : null;
  if (companyProblem && !selected) return { ok: false, errorKey: companyProblem, status: 400 };
  if (!offers.ok || !offers.data.availability.available || !selected) {
    // A stay against its days' restrictions is not "no longer available": other dates may be.
    const restricted = offers.ok && isStayRestriction(offers.data.availability.reason);
    return {
      ok: false,
      errorKey: restricted ? STAY_RESTRICTED_MESSAGE : "checkout.start.errors.unavailable",
      status: 400,
    };
  }
  const { property } = apartment.data;
  const isRfp = input.isRfp === "1" && tenant.features.rfp;
  const offerUrl = stay?.backUrl ?? checkoutOfferUrl(lng, input);
  const session = await adaptersOf(context).checkoutStore.create({
    version: 1,
    ibeUid: tenant.ibeUid,
    idempotencyKey: crypto.randomUUID(),
    browserKeyHash,
    params: {
      hasCreditCard: false,
      hasAirplus: false,
      hasExtraServices: apartment.data.extraServices.length > 0,
      rfpId: input.rfpId ?? null,
      isRfp,
      offerUrl,
      offer: {
        apartmentTypeId: input.apartmentTypeId,
        ratePlanId: input.ratePlanId,
        from: input.from,
        to: input.to,
        guests: input.guests,
        ...(input.radius ? { radius: input.radius } : {}),
        ...(input.rfpOfferId ? { rfpOfferId: input.rfpOfferId } : {}),
        ...(input.companyCode && !companyProblem ? { companyCode: input.companyCode } : {}),
        ...(voucher ? { voucher, propertyId: property.id } : {}),
      },
      searchParams: offerUrl.includes("?") ? offerUrl.slice(offerUrl.indexOf("?") + 1) : "",
      campaign: campaignOfValues(input),
    },
    state: {
      selectedOffer: summarizeOffer(selected),
      offers: rateOffers.map(summarizeOffer),
      apartment: checkoutApartmentOf(apartment.data),
      extraServicesTotal: null,
      additionalItems: stay?.additionalItems ?? [],
      entries: {},
      bookingDetails: null,
      payment: null,
      cardTransaction: null,
      booking: null,
      enquiry: null,
      // The company's terms only for its own rate: a public rate is billed as any other.
      company: selected.ratePlan.companyCode ? (offers.data.company?.terms ?? null) : null,
      voucherRefused,
    },
  });
  // An enquiry's offer is booked from the enquiry's page (spec: an enquiry detail goes to booking).
  const plan = planNextStep({
    page: { id: input.rfpOfferId ? "account.enquiries.details" : "offer" },
    params: { isRfp },
    servicesFeatureEnabled: tenant.features.extraServices,
  });
  const step = completeNextStep(plan, { lng, stored: session !== null, sessionId: session?.id ?? null });
  if (!session || !step.ok) {
    if (!step.ok) logger.warn(step.warning.message, { code: step.warning.code });
    return { ok: false, errorKey: "checkout.errors.sessionNotStored", status: 503 };
  }
  return { ok: true, session, step };
}
