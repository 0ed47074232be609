import { data, redirect } from "react-router";
import { adminBookingPage, bookingTenant, inGuestLanguage } from "../.server/admin/admin-bookings.server";
import { requireAdmin } from "../.server/auth/admin-access.server";
import { changePageState, confirmChange } from "../.server/booking/change-booking.server";
import { flash } from "../.server/flash.server";
import { sendChangeMail } from "../.server/mail/guest-mails.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { ChangeBookingForms } from "../components/booking/change-booking-forms";
import { Alert } from "../components/ui/alert";
import { brandOrigin } from "../domain/admin/brand-origin";
import { formatStayDates } from "../i18n/format";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/admin.booking-change";

export const headers = noStoreHeaders;

/**
 * The operator's change of a booking's dates or guests (docs/decisions/0140): the guest's two forms
 * (the new stay by GET, the quote's confirmation by POST) with the admin API, the admin recorded in
 * the history and the guest mailed in their language. The platform admin's `tenant` rides along in
 * the query like on the detail page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { access, url, tenant, lng, booking } = await adminBookingPage(
    { request, context, bookingId: params.bookingId },
    "admin booking change: unavailable",
  );
  const requestedTenant = url.searchParams.get("tenant");
  const base = {
    lng,
    hidden: (requestedTenant ? { tenant: requestedTenant } : {}) as Record<string, string>,
    detailHref: `/${lng}/admin/bookings/${encodeURIComponent(booking.id)}${requestedTenant ? `?${new URLSearchParams({ tenant: requestedTenant })}` : ""}`,
    reference: booking.reference,
    current: { from: booking.from, to: booking.to, guests: booking.guests },
    today: new Date().toISOString().slice(0, 10),
    title: getI18n(context).t("adminBookings.change.metaTitle", { reference: booking.reference, brand: tenant.name }),
  };
  const { status, ...state } = await changePageState(context, tenant, booking, url.searchParams, {
    kind: "admin",
    email: access.user.email,
  });
  return data({ ...base, ...state }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireAdmin({ request, context });
  const url = new URL(request.url);
  const tenant = await bookingTenant(context, access, url);
  const lng = getLocale(context);
  const changed = await confirmChange(context, {
    tenant,
    bookingId: params.bookingId,
    form: Object.fromEntries(await request.formData()),
    lng,
    actor: { kind: "admin", email: access.user.email },
  });
  if (!changed.ok) return data({ error: changed.error }, { status: changed.status });
  const { before, changeId } = changed;
  await sendChangeMail(context, {
    ...(await inGuestLanguage(context, changed.booking, lng)),
    before: { ...before, total: before.price.total },
    changeId,
    origin: brandOrigin(request.url, tenant),
    tenant,
  });
  const note = await flash(request, context, {
    kind: "toast",
    variant: "success",
    messageKey: "adminBookings.flash.changed",
  });
  const tenantQuery = url.searchParams.get("tenant");
  const query = tenantQuery ? `?${new URLSearchParams({ tenant: tenantQuery })}` : "";
  return redirect(`/${lng}/admin/bookings/${encodeURIComponent(params.bookingId)}${query}`, {
    status: 303,
    headers: note,
  });
}

export default function AdminBookingChange({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, current, quote, stay } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  return (
    <article aria-labelledby="change-title" data-testid="admin-booking-change" className="max-w-3xl">
      <p className="text-sm">
        <a href={loaderData.detailHref} className="text-brand underline-offset-2 hover:underline">
          {t("adminBookings.change.back")}
        </a>
      </p>
      <h1 id="change-title" className="mt-1 text-2xl font-bold">
        {t("adminBookings.change.title", { reference: loaderData.reference })}
      </h1>
      <p className="mt-2">
        {t("adminBookings.change.current", {
          dates: formatStayDates(current.from, current.to, lng),
          guests: t("search.guestsCount", { count: current.guests }),
        })}
      </p>
      {error ? (
        <Alert variant="error" className="mt-4" title={t("manageBooking.change.refused.title")}>
          <p data-testid="change-error">{t(error)}</p>
        </Alert>
      ) : null}
      {loaderData.closed ? null : (
        <ChangeBookingForms
          hidden={loaderData.hidden}
          stay={stay}
          today={loaderData.today}
          quote={quote}
          changeId={loaderData.changeId}
          lng={lng}
        />
      )}
    </article>
  );
}
