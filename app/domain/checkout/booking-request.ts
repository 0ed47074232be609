import type { CreateBookingRequest } from "../../../shared/ota/booking";
import { paysByCard } from "../payments/pays-by-card";
import { type CheckoutItem, type CheckoutSession, checkoutTotal, hasValidPayment, itemTotal } from "./checkout-session";

/**
 * The OTA booking request a checkout session makes (spec: createBooking), or null while a step the
 * booking needs is missing. The guest's country is a field of the guest; the OTA has no fields for
 * arrival time, business details or AirPlus DBI data, so they travel in `notes`, one labelled line
 * each, for the property's staff.
 */
export function bookingRequestFrom(session: CheckoutSession): CreateBookingRequest | null {
  const { params, state } = session;
  const details = state.bookingDetails;
  if (!details) return null;
  const card = paysByCard(details.paymentMethod);
  if (card && !hasValidPayment(state)) return null;

  const notes: string[] = [];
  if (details.arrivalTime) notes.push(`Arrival: ${details.arrivalTime}`);
  if (details.business) {
    const { company, vatId, billingAddress: a } = details.business;
    notes.push(`Company: ${company}${vatId ? ` (VAT ${vatId})` : ""}`);
    notes.push(`Billing address: ${a.street}, ${a.postcode} ${a.city}, ${a.country}`);
  }
  if (state.company) {
    notes.push(`Company code: ${state.company.code}`);
    if (state.company.billing.costCentre) notes.push(`Cost centre: ${state.company.billing.costCentre}`);
  }
  if (state.payment?.dbi) {
    const dbi = Object.entries(state.payment.dbi)
      .filter(([, value]) => value !== "")
      .map(([code, value]) => `${code}=${value}`);
    if (dbi.length > 0) notes.push(`AirPlus DBI: ${dbi.join("; ")}`);
  }
  if (details.message) notes.push(`Message: ${details.message}`);

  const request: CreateBookingRequest = {
    apartmentTypeId: params.offer.apartmentTypeId,
    ratePlanId: params.offer.ratePlanId,
    from: params.offer.from,
    to: params.offer.to,
    guests: details.guests,
    guest: {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      phone: details.phone,
      country: details.country,
      ...(details.business ? { company: details.business.company } : {}),
    },
    extraServices: extrasOf(state),
    paymentMethod: details.paymentMethod,
    ...(notes.length > 0 ? { notes: notes.join("\n").slice(0, 2000) } : {}),
    expectedTotal: { amount: checkoutTotal(state), currency: state.selectedOffer.price.currency },
  };
  if (state.payment) {
    request.paymentReference = `${state.payment.method}:${state.payment.token ?? state.payment.transactionId}`;
    // The masked card (never the number) for the operators' view of the booking.
    request.paymentCard = state.payment.card;
  }
  if (params.rfpId) request.rfpId = params.rfpId;
  if (params.offer.rfpOfferId) request.rfpOfferId = params.offer.rfpOfferId;
  if (params.offer.companyCode) request.companyCode = params.offer.companyCode;
  if (params.offer.voucher) request.voucherCode = params.offer.voucher;
  if (params.campaign) request.campaign = params.campaign;
  // The further apartments of a stay (decision 0142): each with the total the guest saw for it, the
  // top-level expectedTotal being the whole booking's.
  if (state.additionalItems.length > 0) {
    request.additionalItems = state.additionalItems.map((item) => ({
      apartmentTypeId: item.apartment.id,
      ratePlanId: item.selectedOffer.ratePlanId,
      guests: item.guests,
      extraServices: extrasOf(item),
      expectedTotal: { amount: itemTotal(item), currency: item.selectedOffer.price.currency },
    }));
  }
  return request;
}

/** The extras one apartment books, as the OTA takes them. */
function extrasOf(item: Pick<CheckoutItem, "extraServicesTotal">) {
  return (item.extraServicesTotal?.lines ?? []).map((line) => ({ id: line.id, quantity: line.quantity }));
}
