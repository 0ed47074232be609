import type { Translate } from "../../shared/i18n/message-key";
import { ADMIN_BOOKINGS_MAX_PAGE_SIZE } from "../../shared/ota/admin-booking";
import { listAdminBookings } from "../.server/admin/admin-bookings.server";
import { requireAdmin } from "../.server/auth/admin-access.server";
import { unwrapUpstream } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { parseBookingList } from "../domain/admin/booking-list-query";
import { bookingsCsvFilename, bookingsCsvHeader, bookingsCsvRows } from "../domain/admin/bookings-csv";
import { csvDialectFor, UTF8_BOM } from "../domain/admin/csv";
import type { Route } from "./+types/admin.bookings.export";

/**
 * The filtered bookings list as CSV, every page of it: streamed, one OTA page of 500 at a time, so
 * that 50,000 bookings never sit in memory. The first page is fetched before answering (an OTA
 * outage is a 502 page, not a broken file); a later failure ends the download early, and the log
 * says so. UTF-8 with a byte order mark so that Excel reads umlauts right; in the dialect a
 * spreadsheet in the page's language reads (German: semicolons and decimal commas, ADR 0073).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAdmin({ request, context });
  const lng = getLocale(context);
  const { state } = parseBookingList(new URL(request.url).searchParams, { tenants: access.platform });
  const pageOf = (page: number) =>
    listAdminBookings(context, access, { ...state, page, pageSize: ADMIN_BOOKINGS_MAX_PAGE_SIZE }, lng);
  const first = await pageOf(1);
  const { count } = unwrapUpstream(first, { log: "admin bookings: export unavailable" });
  const i18n = getI18n(context);
  const t: Translate = (key, values) => String(i18n.t(key, values));
  const options = { tenants: access.platform, dialect: csvDialectFor(lng) };
  const pages = Math.ceil(count / ADMIN_BOOKINGS_MAX_PAGE_SIZE);
  const encoder = new TextEncoder();
  let next = 1;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${UTF8_BOM}${bookingsCsvHeader(t, options)}`));
    },
    async pull(controller) {
      if (next > pages) return controller.close();
      const result = next === 1 ? first : await pageOf(next);
      if (!result.ok) {
        logger.warn("admin bookings: export ended early", { page: next, status: result.status, code: result.code });
        return controller.error(new Error("the OTA failed during the export"));
      }
      controller.enqueue(encoder.encode(bookingsCsvRows(result.data.items, t, options)));
      next += 1;
      if (result.data.items.length === 0) controller.close();
    },
  });
  const scope = access.platform ? (state.filter.ibeUid ?? "all") : access.tenant.ibeUid;
  const filename = bookingsCsvFilename(scope, new Date().toISOString().slice(0, 10));
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
