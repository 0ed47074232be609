import { data, redirect, useLocation } from "react-router";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { unwrapUpstream } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import type { OtaResult } from "../.server/ota/ota-result";
import { ApartmentTypeTabs, apartmentTypeAdminPath } from "../components/admin/apartment-type-tabs";
import { type CalendarEditAnswer, CalendarEditForm } from "../components/admin/calendar/calendar-edit-form";
import { CalendarMonth } from "../components/admin/calendar/calendar-month";
import { Alert } from "../components/ui/alert";
import { calendarEditFormSchema, calendarEditOf, editRangeOf } from "../domain/calendar/calendar-edit-form";
import { monthKeyOf, shiftMonth } from "../domain/calendar/month-grid";
import { parseWithSchema } from "../forms/parse-with-schema";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/admin.apartment-calendar";

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => adminPageMeta();

/** Today as the inventory's clock has it (a UTC date): the first day an edit may change. */
const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The page's month: `?month=YYYY-MM`, else this month. */
function monthOf(request: Request, now = new Date()): string {
  return monthKeyOf(new URL(request.url).searchParams.get("month")) ?? now.toISOString().slice(0, 7);
}

/**
 * An admin calendar read: another brand's house is the admin area's 403 page, an unknown type its
 * 404, any other failure the 502 page.
 */
function calendarOf<T>(result: OtaResult<T>): T {
  if (!result.ok && result.status === 403) throw data(null, { status: 403 });
  return unwrapUpstream(result, { notFound: [404, 400], log: "admin calendar: unavailable" });
}

/** One apartment type's availability calendar: a month's grid and the bulk edit (docs/decisions/0107). */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const month = monthOf(args.request);
  const id = args.params.apartmentTypeId;
  const calendar = calendarOf(await adminOtaFor(args.context).getAdminCalendar(tenant.ibeUid, id, month));
  const saved = Number(new URL(args.request.url).searchParams.get("saved"));
  return {
    lng,
    calendar,
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
    today: todayUtc(),
    saved: Number.isInteger(saved) && saved > 0 ? saved : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const month = monthOf(args.request);
  const id = args.params.apartmentTypeId;
  const ota = adminOtaFor(args.context);
  // The type's currency reads the typed price; the read also refuses another brand's house.
  const { currency } = calendarOf(await ota.getAdminCalendar(tenant.ibeUid, id, month));
  const formData = await args.request.formData();
  const submission = parseWithSchema(formData, calendarEditFormSchema(intlLocale(lng), currency, todayUtc()));
  const answer = (answered: Omit<CalendarEditAnswer, "lastResult">, status: number, lastResult = submission.reply()) =>
    data<CalendarEditAnswer>({ lastResult, ...answered }, { status });
  const none = { preview: null, previewKey: null, refusedNights: [] };
  if (submission.status !== "success") return answer(none, 400);
  const edit = calendarEditOf(submission.value, intlLocale(lng), currency);
  const key = JSON.stringify(edit);
  // Saved only as previewed: a form changed since its preview is previewed again.
  const save = formData.get("intent") === "save" && formData.get("previewKey") === key;
  const result = save
    ? await ota.saveCalendarEdit(tenant.ibeUid, id, edit)
    : await ota.previewCalendarEdit(tenant.ibeUid, id, edit);
  if (result.ok && save)
    return redirect(
      `${apartmentTypeAdminPath(lng, id, "calendar")}?month=${edit.from.slice(0, 7)}&saved=${result.data.changes.length}`,
      303,
    );
  if (result.ok) return answer({ preview: result.data, previewKey: key, refusedNights: [] }, 200);
  if (result.code === "units_below_bookings") {
    const nights = result.details?.nights;
    const refusedNights = Array.isArray(nights) ? nights.filter((n): n is string => typeof n === "string") : [];
    return answer({ ...none, refusedNights }, 409);
  }
  if (result.status === 400)
    return answer(none, 400, submission.reply({ fieldErrors: { units: ["adminCalendar.errors.unitsAboveType"] } }));
  calendarOf(result);
  return answer(none, 502, submission.reply({ formErrors: ["adminCalendar.errors.failed"] }));
}

export default function AdminApartmentCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, calendar, previous, next, today, saved } = loaderData;
  const location = useLocation();
  const path = apartmentTypeAdminPath(lng, calendar.apartmentTypeId, "calendar");
  const first = calendar.days[0]?.date ?? `${calendar.month}-01`;
  const range = editRangeOf(first, calendar.days.at(-1)?.date ?? first, today);
  return (
    <section aria-labelledby="admin-calendar-title" data-testid="admin-calendar">
      <title>{t("adminCalendar.title")}</title>
      <h1 id="admin-calendar-title" className="text-2xl font-bold">
        {t("adminCalendar.title")}
      </h1>
      <div className="mt-3">
        <ApartmentTypeTabs lng={lng} apartmentTypeId={calendar.apartmentTypeId} />
      </div>
      <p className="mt-3 max-w-3xl text-ink/80">{t("adminCalendar.intro", { units: calendar.units })}</p>
      {saved ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="calendar-saved">{t("adminCalendar.saved", { count: saved })}</span>
        </Alert>
      ) : null}
      <CalendarMonth
        calendar={calendar}
        lng={lng}
        monthHref={(month) => `${path}?month=${month}`}
        previous={previous}
        next={next}
      />
      {/* Anew after each navigation (a saved edit's redirect, another month); a preview's answer refills it. */}
      <CalendarEditForm key={location.key} lng={lng} answered={actionData} defaults={range} />
    </section>
  );
}
