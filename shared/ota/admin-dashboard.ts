import { z } from "zod";
import { bookingStatusSchema } from "./booking";
import { ibeUidSchema, idSchema, isoDateSchema, moneySchema } from "./common";

/**
 * The admin dashboard's figures (`GET /api/admin/ibe/:ibeUid/dashboard`, or `GET /api/admin/dashboard`
 * for every tenant with the platform's token): today's arrivals and departures, bookings and revenue
 * of the last days, open enquiries and unread messages. "Today" is the OTA's calendar date (UTC).
 */
export const dashboardStaySchema = z.object({
  bookingId: idSchema,
  ibeUid: ibeUidSchema,
  reference: z.string(),
  guestName: z.string(),
  propertyName: z.string().nullable(),
  from: isoDateSchema,
  to: isoDateSchema,
  nights: z.int().min(0),
  guests: z.int().min(1),
  status: bookingStatusSchema,
});
export type DashboardStay = z.infer<typeof dashboardStaySchema>;

/** A day's arrivals or departures: the first ones by reference and how many there are in all. */
const staysOfTheDaySchema = z.object({ total: z.int().min(0), items: z.array(dashboardStaySchema) });

export const dashboardPeriodSchema = z.object({
  days: z.int().min(1),
  from: isoDateSchema,
  to: isoDateSchema,
  /** Bookings created in the period that are not cancelled. */
  bookings: z.int().min(0),
  /** Bookings created in the period and cancelled since. */
  cancelled: z.int().min(0),
  /** Per currency: totals of the bookings not cancelled plus fees of the cancelled ones. */
  revenue: z.array(moneySchema),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const adminDashboardSchema = z.object({
  /** The tenant, or null for every tenant (the platform's dashboard). */
  ibeUid: ibeUidSchema.nullable(),
  today: isoDateSchema,
  arrivals: staysOfTheDaySchema,
  departures: staysOfTheDaySchema,
  periods: z.array(dashboardPeriodSchema),
  /** Enquiries (RFPs) whose status is OPEN: waiting for the operators' offers (shared/ota/rfp.ts). */
  openEnquiries: z.int().min(0),
  /**
   * Contact messages not answered yet (status `new`); null from an OTA that keeps no status for
   * messages, so the page can say it is not counted rather than show a false zero.
   */
  unreadMessages: z.int().min(0).nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** How many of today's arrivals (and departures) the dashboard lists by name. */
export const DASHBOARD_LIST_LIMIT = 20;
