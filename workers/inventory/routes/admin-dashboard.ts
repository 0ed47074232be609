import { dashboardWindows } from "../../../shared/admin/dashboard-windows";
import { type AdminDashboard, DASHBOARD_LIST_LIMIT, type DashboardStay } from "../../../shared/ota/admin-dashboard";
import { json } from "../http/responses";
import type { RouteParams } from "../http/router";
import { newContactMessages } from "../repositories/contact-messages";
import { type DashboardStayRow, periodFigures, staysOfTheDay } from "../repositories/dashboard";
import { countRfpsWithStatus, expireRfpOffers } from "../repositories/rfps";
import { nightsBetween, todayIso } from "../rules/calendar";
import { assertAdminFor, assertPlatformAdmin, type RequestContext } from "./context";

function stayOf(row: DashboardStayRow): DashboardStay {
  return {
    bookingId: row.id,
    ibeUid: row.ibe_uid,
    reference: row.reference,
    guestName: `${row.guest_first_name} ${row.guest_last_name}`.trim(),
    propertyName: row.property_name,
    from: row.from_date,
    to: row.to_date,
    nights: nightsBetween(row.from_date, row.to_date),
    guests: row.guests,
    status: row.status,
  };
}

/** The dashboard of one tenant, or of every tenant (ibeUid null). */
async function dashboard(context: RequestContext, ibeUid: string | null): Promise<AdminDashboard> {
  const db = context.env.INVENTORY_DB;
  const today = todayIso(context.now);
  const windows = dashboardWindows(today);
  const [arrivals, departures, enquiries, unread, ...periods] = await Promise.all([
    staysOfTheDay(db, ibeUid, "from_date", today, DASHBOARD_LIST_LIMIT),
    staysOfTheDay(db, ibeUid, "to_date", today, DASHBOARD_LIST_LIMIT),
    // Open: waiting for the operators' offers (shared/ota/rfp.ts), expiry stored first.
    expireRfpOffers(db, today, context.now.toISOString(), ibeUid ?? undefined).then(() =>
      countRfpsWithStatus(db, ibeUid, "OPEN", today),
    ),
    newContactMessages(db, ibeUid),
    ...windows.map((window) => periodFigures(db, ibeUid, window)),
  ]);
  return {
    ibeUid,
    today,
    arrivals: { total: arrivals.total, items: arrivals.rows.map(stayOf) },
    departures: { total: departures.total, items: departures.rows.map(stayOf) },
    periods: windows.map((window, i) => {
      const rows = periods[i] ?? [];
      return {
        days: window.days,
        from: window.from,
        to: window.to,
        bookings: rows.reduce((sum, row) => sum + row.bookings, 0),
        cancelled: rows.reduce((sum, row) => sum + row.cancelled, 0),
        revenue: rows.filter((row) => row.revenue > 0).map((row) => ({ amount: row.revenue, currency: row.currency })),
      };
    }),
    openEnquiries: enquiries,
    // Messages not answered yet (status 'new', migration 0006).
    unreadMessages: unread,
  };
}

/** GET /api/admin/ibe/:ibeUid/dashboard: one tenant's figures (its admin token, or the platform's). */
export async function handleAdminDashboard(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  return json(await dashboard(context, ibeUid));
}

/** GET /api/admin/dashboard: every tenant's figures together (the platform's token only). */
export async function handlePlatformDashboard(_request: Request, _params: RouteParams, context: RequestContext) {
  assertPlatformAdmin(context);
  return json(await dashboard(context, null));
}
