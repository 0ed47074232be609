import { data, type RouterContextProvider } from "react-router";
import type { Booking } from "../../../shared/ota/booking";
import type { Language } from "../../../shared/tenancy/languages";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { adaptersOf } from "../adapters.server";
import { configContext, tenantContext } from "../context.server";
import { unwrapUpstream } from "../http/upstream-failure.server";
import { manageToken, verifyManageToken } from "./manage-link.server";

/**
 * Every page and file of a booking reached through the manage link (the manage page, the calendar
 * file, the receipt) checks the link's token the same way: a bad token, another tenant's booking and
 * an unknown booking all answer the same 404.
 */
export async function authorizedTenant(
  context: Readonly<RouterContextProvider>,
  bookingId: string,
  token: string | null,
): Promise<Tenant> {
  const { tenant } = context.get(tenantContext);
  const secret = context.get(configContext).SESSION_SECRET;
  if (!(await verifyManageToken(secret, tenant.ibeUid, bookingId, token))) throw data(null, { status: 404 });
  return tenant;
}

/** The booking behind a checked token in the page's language; 404 as above, 502 when the OTA fails. */
export async function authorizedBooking(
  context: Readonly<RouterContextProvider>,
  bookingId: string,
  token: string | null,
  lng: Language,
): Promise<{ tenant: Tenant; booking: Booking }> {
  const tenant = await authorizedTenant(context, bookingId, token);
  const result = await adaptersOf(context).ota.getBooking(tenant.ibeUid, bookingId, lng);
  return { tenant, booking: unwrapUpstream(result, { notFound: [404] }) };
}

/** The paths of a booking's own pages and files, each carrying the manage link's token. */
export async function bookingPaths(
  context: Readonly<RouterContextProvider>,
  bookingId: string,
  lng: Language,
): Promise<{ manage: string; change: string; calendar: string; receipt: string }> {
  const { tenant } = context.get(tenantContext);
  const token = await manageToken(context.get(configContext).SESSION_SECRET, tenant.ibeUid, bookingId);
  const base = `/${lng}/bookings/${encodeURIComponent(bookingId)}`;
  const query = `?${new URLSearchParams({ token })}`;
  return {
    manage: `${base}${query}`,
    change: `${base}/change${query}`,
    calendar: `${base}/calendar${query}`,
    receipt: `${base}/receipt${query}`,
  };
}
