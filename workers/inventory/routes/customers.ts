import { splitStaysByToday } from "../../../shared/account/booking-periods";
import type { Booking } from "../../../shared/ota/booking";
import { customerSubjectSchema } from "../../../shared/ota/common";
import {
  CUSTOMER_BOOKINGS_LIMIT,
  type CustomerBooking,
  type CustomerBookings,
  type CustomerProfile,
  customerBookingsQuerySchema,
  updateProfileRequestSchema,
} from "../../../shared/ota/customer";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { withFurtherItems } from "../repositories/bookings";
import { findCustomerProfile, listCustomerBookings, saveCustomerProfile } from "../repositories/customers";
import { todayIso } from "../rules/calendar";
import { companyCodeSavable } from "../rules/company-rates";
import { bookingOf } from "../services/booking-view";
import { resolveCompanyCode } from "../services/company-view";
import { type RequestContext, requireTenant } from "./context";

/**
 * The signed-in customer's bookings and profile. The subject comes from the caller, which holds the
 * tenant's API key and takes it from its own server-side session; every query binds tenant and
 * subject, so one customer never sees another's data, nor the same subject's at another tenant.
 */
async function requireCustomer(db: D1Database, params: RouteParams) {
  const ibeUid = await requireTenant(db, params.ibeUid);
  const subject = parseParam("subject", params.subject, customerSubjectSchema);
  return { ibeUid, subject };
}

function customerBookingOf(booking: Booking): CustomerBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    from: booking.from,
    to: booking.to,
    guests: booking.guests,
    apartmentTypeId: booking.apartmentTypeId,
    apartmentName: booking.apartmentTypeName,
    propertyName: booking.propertyName,
    city: booking.address.city,
    total: booking.price.total,
    currency: booking.currency,
    createdAt: booking.createdAt,
  };
}

/** GET /api/ibe/:ibeUid/customers/:subject/bookings?language= : upcoming and past, in `listings`. */
export async function handleCustomerBookings(
  _request: Request,
  params: RouteParams,
  { env, url, now }: RequestContext,
) {
  const { ibeUid, subject } = await requireCustomer(env.INVENTORY_DB, params);
  const { language } = parseQuery(url, customerBookingsQuerySchema);
  const leads = await listCustomerBookings(env.INVENTORY_DB, ibeUid, subject, CUSTOMER_BOOKINGS_LIMIT);
  const bookings = await withFurtherItems(env.INVENTORY_DB, leads);
  const today = todayIso(now);
  const listings = splitStaysByToday(
    bookings.map((rows) => customerBookingOf(bookingOf(rows, now, language))),
    today,
  );
  return json({ today, listings } satisfies CustomerBookings);
}

/** GET /api/ibe/:ibeUid/customers/:subject/profile : the stored profile, or null before the first save. */
export async function handleCustomerProfile(_request: Request, params: RouteParams, { env }: RequestContext) {
  const { ibeUid, subject } = await requireCustomer(env.INVENTORY_DB, params);
  const stored = await findCustomerProfile(env.INVENTORY_DB, ibeUid, subject);
  return json({ profile: stored?.profile ?? null, updatedAt: stored?.updatedAt ?? null } satisfies CustomerProfile);
}

/**
 * PUT /api/ibe/:ibeUid/customers/:subject/profile (updateMyself): replaces the profile; 400 on a bad
 * one, 422 company_code_invalid (details.status) for a company code that is unknown, expired or off.
 */
export async function handleUpdateCustomerProfile(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const { ibeUid, subject } = await requireCustomer(env.INVENTORY_DB, params);
  const profile = await parseJsonBody(request, updateProfileRequestSchema);
  // The profile's company code must be one of this tenant's codes that still gives rates.
  if (profile.companyCode) {
    const { status } = await resolveCompanyCode(env.INVENTORY_DB, ibeUid, profile.companyCode, todayIso(now));
    if (!companyCodeSavable(status))
      throw new OtaError("company_code_invalid", `The company code is ${status}`, undefined, { status });
  }
  const updatedAt = now.toISOString();
  await saveCustomerProfile(env.INVENTORY_DB, ibeUid, subject, profile, updatedAt);
  return json({ profile, updatedAt } satisfies CustomerProfile);
}
