import { data, redirect } from "react-router";
import { adaptersOf } from "../.server/adapters.server";
import { authorizedTenant } from "../.server/booking/authorized-booking.server";
import { changePageState, confirmChange } from "../.server/booking/change-booking.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { sendChangeMail } from "../.server/mail/guest-mails.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { ChangeBookingForms } from "../components/booking/change-booking-forms";
import { Alert } from "../components/ui/alert";
import { formatDate } from "../i18n/format";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/manage-booking.change";

export const headers = noStoreHeaders;
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * Changing a booking's dates or guests (docs/decisions/0140), through the manage link's token like the
 * manage page: the new stay's form (a GET form, so it works without JavaScript), then with the stay in
 * the query the quote (old price, new price, difference) and the confirmation (a POST).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const tenant = await authorizedTenant(context, params.bookingId, token);
  const lng = getLocale(context);
  const result = await adaptersOf(context).ota.getBooking(tenant.ibeUid, params.bookingId, lng);
  if (!result.ok) throw data(null, { status: failedUpstreamStatus(result, { notFound: [404] }) });
  const booking = result.data;
  const base = {
    lng,
    token,
    bookingId: booking.id,
    reference: booking.reference,
    freeUntil: booking.cancellation.freeUntil,
    today: new Date().toISOString().slice(0, 10),
  };
  const { status, ...state } = await changePageState(context, tenant, booking, url.searchParams, { kind: "guest" });
  return data({ ...base, ...state }, { status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const token = typeof form.token === "string" ? form.token : null;
  const tenant = await authorizedTenant(context, params.bookingId, token);
  const lng = getLocale(context);
  const changed = await confirmChange(context, {
    tenant,
    bookingId: params.bookingId,
    form,
    lng,
    actor: { kind: "guest" },
  });
  if (!changed.ok) return data({ error: changed.error }, { status: changed.status });
  const { booking, before, changeId } = changed;
  await sendChangeMail(context, {
    booking,
    before: { ...before, total: before.price.total },
    changeId,
    lng,
    origin: new URL(request.url).origin,
  });
  const query = new URLSearchParams({ token: token ?? "", changed: "1" });
  return redirect(`/${lng}/bookings/${encodeURIComponent(params.bookingId)}?${query}`, 303);
}

export default function ChangeBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, token, quote, stay } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  const manage = `/${lng}/bookings/${encodeURIComponent(loaderData.bookingId)}`;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="change-title" data-testid="change-booking">
      <title>{t("manageBooking.change.metaTitle", { reference: loaderData.reference })}</title>
      <h1 id="change-title" className="text-2xl font-bold">
        {t("manageBooking.change.title", { reference: loaderData.reference })}
      </h1>
      {loaderData.freeUntil && !loaderData.closed ? (
        <p className="mt-2">
          {t("manageBooking.change.rule", { date: formatDate(loaderData.freeUntil.slice(0, 10), lng) })}
        </p>
      ) : null}
      {error ? (
        <Alert variant="error" className="mt-4" title={t("manageBooking.change.refused.title")}>
          <p data-testid="change-error">{t(error)}</p>
        </Alert>
      ) : null}
      {loaderData.closed ? null : (
        <ChangeBookingForms
          hidden={{ token }}
          stay={stay}
          today={loaderData.today}
          quote={quote}
          changeId={loaderData.changeId}
          lng={lng}
        />
      )}
      <p className="mt-6">
        <a
          href={`${manage}?${new URLSearchParams({ token })}`}
          className="text-brand underline-offset-2 hover:underline"
        >
          {t("manageBooking.change.back")}
        </a>
      </p>
    </section>
  );
}
