import { data } from "react-router";
import { z } from "zod";
import { idSchema } from "../../shared/ota/common";
import { MAX_CALENDAR_MONTHS, monthKeySchema } from "../../shared/ota/stay-calendar";
import { loadStayCalendar } from "../.server/pages/offer-calendar.server";
import type { Route } from "./+types/api.stay-calendar";

const querySchema = z.object({
  month: monthKeySchema,
  months: z.coerce.number().int().min(1).max(MAX_CALENDAR_MONTHS).default(2),
});

/**
 * GET /api/apartments/:apartmentTypeId/calendar?month=YYYY-MM&months=2: the days the offer page's date
 * picker shows (free, closed to arrival/departure, minimum stay, nightly rate) for the visible months.
 * Kept briefly by the browser; the inventory keeps it until a booking changes the availability.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  const id = idSchema.safeParse(params.apartmentTypeId);
  if (!query.success || !id.success) throw data({ error: "invalid_input" }, { status: 400 });
  const calendar = await loadStayCalendar(context, id.data, query.data.month, query.data.months);
  if (!calendar) throw data({ error: "not_available" }, { status: 404 });
  return data(calendar, { headers: { "Cache-Control": "private, max-age=30" } });
}
