import { data, type RouterContextProvider } from "react-router";
import type { AdminBookingDetail, AdminBookingList } from "../../../shared/ota/admin-booking";
import type { Booking } from "../../../shared/ota/booking";
import { ibeUidSchema } from "../../../shared/ota/common";
import type { Language } from "../../../shared/tenancy/languages";
import type { Tenant } from "../../../shared/tenancy/tenant";
import type { BookingListState } from "../../domain/admin/booking-list-query";
import { type AdminAccess, adminOtaFor, requireAdmin } from "../auth/admin-access.server";
import { getBrand } from "../brands/brand-store.server";
import { cloudflareContext } from "../context.server";
import { unwrapUpstream } from "../http/upstream-failure.server";
import { logger } from "../logger.server";
import { getLocale } from "../middleware/i18n.server";
import type { OtaResult } from "../ota/ota-result";

/**
 * The admin bookings pages' OTA calls, scoped by who asks: a brand's admin sees that brand's
 * bookings only; the platform admin every brand's (one brand with the tenant filter).
 */
export function listAdminBookings(
  context: Readonly<RouterContextProvider>,
  access: AdminAccess,
  state: BookingListState,
  language: Language,
): Promise<OtaResult<AdminBookingList>> {
  const { filter, ...rest } = state;
  const ota = adminOtaFor(context);
  if (access.platform) return ota.getAllBookingsAdmin({ ...filter, ...rest, language });
  const { ibeUid: _ignored, ...own } = filter;
  return ota.getBookingsAdmin(access.tenant.ibeUid, { ...own, ...rest, language });
}

/**
 * The tenant a booking page is about: the admin's own; for the platform admin the `tenant` of the
 * URL (the list links carry it). Anything else is the same 404 as an unknown booking.
 */
export async function bookingTenant(
  context: Readonly<RouterContextProvider>,
  access: AdminAccess,
  url: URL,
): Promise<Tenant> {
  if (!access.platform) return access.tenant;
  const requested = url.searchParams.get("tenant");
  if (!requested) return access.tenant;
  const parsed = ibeUidSchema.safeParse(requested);
  const brand = parsed.success ? await getBrand(context.get(cloudflareContext).env, parsed.data) : null;
  if (!brand) throw data(null, { status: 404 });
  return brand.tenant;
}

/**
 * A booking as its guest reads it, for a mail an admin's action sends: named in the language the
 * guest booked in (the admin may work in another). Bookings without one, or a failed read, keep the
 * admin's language: the mail still goes out.
 */
export async function inGuestLanguage(
  context: Readonly<RouterContextProvider>,
  booking: Booking,
  adminLanguage: Language,
): Promise<{ booking: Booking; lng: Language }> {
  const guest = booking.guestLanguage;
  if (!guest || guest === adminLanguage) return { booking, lng: adminLanguage };
  const read = await adminOtaFor(context).getBookingAdmin(booking.ibeUid, booking.id, guest);
  if (read.ok) return { booking: read.data, lng: guest };
  logger.warn("admin booking: not read in the guest's language", { status: read.status, code: read.code });
  return { booking, lng: adminLanguage };
}

/**
 * What an admin booking page (the detail, the change) starts from: the signed-in admin, the booking's
 * tenant, the page's language and the booking, or the page's 404 (or upstream failure) thrown.
 */
export async function adminBookingPage(
  { request, context, bookingId }: { request: Request; context: Readonly<RouterContextProvider>; bookingId: string },
  log: string,
): Promise<{ access: AdminAccess; url: URL; tenant: Tenant; lng: Language; booking: AdminBookingDetail }> {
  const access = await requireAdmin({ request, context });
  const url = new URL(request.url);
  const tenant = await bookingTenant(context, access, url);
  const lng = getLocale(context);
  const read = await adminOtaFor(context).getBookingAdmin(tenant.ibeUid, bookingId, lng);
  const booking = unwrapUpstream(read, { notFound: [404, 400], log });
  return { access, url, tenant, lng, booking };
}
