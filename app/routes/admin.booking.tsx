import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { data, Form, redirect } from "react-router";
import { serviceName } from "../../shared/catalogue";
import { adminBookingPage, bookingTenant, inGuestLanguage } from "../.server/admin/admin-bookings.server";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { flash } from "../.server/flash.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { sendBookingConfirmation } from "../.server/mail/booking-confirmation.server";
import { sendCancellationMail } from "../.server/mail/guest-mails.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { AdminBookingItems } from "../components/admin/admin-booking-items";
import { BookingHistory } from "../components/admin/booking-history";
import { BookingStatusBadge } from "../components/admin/booking-status-badge";
import { DefinitionList } from "../components/admin/definition-list";
import { fieldClass } from "../components/checkout/step-form";
import { LabelledField } from "../components/forms/labelled-field";
import { Alert } from "../components/ui/alert";
import { bookingActionSchema, cancelChoice } from "../domain/admin/booking-action";
import { brandOrigin } from "../domain/admin/brand-origin";
import { accommodationRows } from "../domain/booking/accommodation-rows";
import { feeOfItems, guestsOfItems, hasSeveralItems, isActiveItem, itemName } from "../domain/booking/booking-items";
import { campaignLabel } from "../domain/booking/campaign-label";
import { cancellationText } from "../domain/booking/cancellation-text";
import { guestCountryOf } from "../domain/booking/guest-country";
import { voucherRow } from "../domain/booking/voucher-row";
import { formatMoney } from "../domain/money/money";
import { paymentMethodNameKey } from "../domain/payments/payment-method-name";
import { parseWithSchema } from "../forms/parse-with-schema";
import { formatDate, formatStayDates } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/admin.booking";

export const headers = noStoreHeaders;

/** A booking for its operators: all the guest entered, price, payment (masked card), cancellation, history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const {
    access,
    url,
    tenant,
    lng,
    booking: found,
  } = await adminBookingPage({ request, context, bookingId: params.bookingId }, "admin booking: unavailable");
  // Older bookings carry the guest's country as a line of their notes: shown as its own field.
  const { country, notes } = guestCountryOf(found);
  const booking = { ...found, notes };
  return {
    lng,
    booking,
    guestCountry: country
      ? (new Intl.DisplayNames([intlLocale(lng)], { type: "region" }).of(country) ?? country)
      : null,
    platform: access.platform,
    listHref: `/${lng}/admin/bookings`,
    // The platform admin's `tenant` rides along to the change page.
    changeHref: `/${lng}/admin/bookings/${encodeURIComponent(booking.id)}/change${url.search}`,
    title: getI18n(context).t("adminBookings.detail.metaTitle", { reference: booking.reference, brand: tenant.name }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Cancel (the policy's fee, or waived with a reason), or resend the confirmation. The cancellation
 * mail is the guest flow's own (one per booking, whoever cancels); the resent confirmation is
 * recorded in the history. Each ends in a redirect back with a note (post/redirect/get).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireAdmin({ request, context });
  const url = new URL(request.url);
  const tenant = await bookingTenant(context, access, url);
  const lng = getLocale(context);
  const submission = parseWithSchema(await request.formData(), bookingActionSchema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), error: null }, { status: 400 });
  }
  const ota = adminOtaFor(context);
  const actor = { email: access.user.email };
  const origin = brandOrigin(request.url, tenant);
  const back = `/${lng}/admin/bookings/${encodeURIComponent(params.bookingId)}${url.search}`;
  const action = submission.value;
  const fail = (status: number, error: "adminBookings.flash.cancelFailed" | "adminBookings.flash.resendFailed") => {
    return data(
      { lastResult: submission.reply(), error },
      { status: failedUpstreamStatus({ status }, { notFound: [404] }) },
    );
  };

  if (action.intent === "resend") {
    const current = await ota.getBookingAdmin(tenant.ibeUid, params.bookingId, lng);
    if (!current.ok) return fail(current.status, "adminBookings.flash.resendFailed");
    const mail = await sendBookingConfirmation(context, {
      ...(await inGuestLanguage(context, current.data, lng)),
      origin,
      tenant,
      resendId: crypto.randomUUID(),
    });
    if (!mail.ok) return fail(502, "adminBookings.flash.resendFailed");
    const logged = await ota.appendBookingEvent(tenant.ibeUid, params.bookingId, {
      kind: "confirmation_resent",
      actor,
    });
    if (!logged.ok) logger.warn("admin booking: resend not recorded", { status: logged.status, code: logged.code });
    const note = await flash(request, context, {
      kind: "toast",
      variant: "success",
      messageKey: "adminBookings.flash.resent",
    });
    return redirect(back, { status: 303, headers: note });
  }

  const cancelled = await ota.cancelBookingAdmin(
    tenant.ibeUid,
    params.bookingId,
    { ...cancelChoice(action), actor },
    lng,
  );
  if (!cancelled.ok) {
    logger.warn("admin booking: cancel failed", { status: cancelled.status, code: cancelled.code });
    return fail(cancelled.status, "adminBookings.flash.cancelFailed");
  }
  await sendCancellationMail(context, {
    ...(await inGuestLanguage(context, cancelled.data, lng)),
    cancelledItemIds: action.itemId ? [action.itemId] : undefined,
    origin,
    tenant,
  });
  const note = await flash(request, context, {
    kind: "toast",
    variant: "success",
    messageKey: action.itemId ? "adminBookings.flash.itemCancelled" : "adminBookings.flash.cancelled",
  });
  return redirect(back, { status: 303, headers: note });
}

const buttonBase = "rounded-md px-4 py-2 font-semibold";

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { booking, guestCountry, lng, platform, listHref, changeHref } = loaderData;
  const [waiveForm, fields] = useForm<{ intent: string; reason: string }>({
    id: "waive-fee",
    lastResult: actionData?.lastResult,
    shouldValidate: "onSubmit",
  });
  const locale = intlLocale(lng);
  const money = (amount: number) => formatMoney({ amount, currency: booking.currency }, locale, {});
  const voucher = voucherRow(booking.price, t, money);
  const source = campaignLabel(booking.campaign);
  const policy = cancellationText(booking.cancellation.policy, booking.price.nights);
  const cancelled = booking.status === "cancelled";
  // A booking of several apartments (decision 0142) shows each with its own terms and cancel form.
  const several = hasSeveralItems(booking);
  const active = booking.items.filter(isActiveItem);
  const fee = several ? feeOfItems(active) : booking.cancellation.fee;
  const card = booking.card;
  const section = (id: string, title: string, children: React.ReactNode) => (
    <section aria-labelledby={id} className="rounded-xl border border-black/10 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
  return (
    <article aria-labelledby="booking-title" data-testid="admin-booking">
      <p className="text-sm">
        <a href={listHref} className="text-brand underline-offset-2 hover:underline">
          {t("adminBookings.detail.back")}
        </a>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 id="booking-title" className="text-2xl font-bold">
          {t("adminBookings.detail.title", { reference: booking.reference })}
        </h1>
        <BookingStatusBadge status={booking.status} />
      </div>
      {actionData?.error ? (
        <Alert variant="error" className="mt-4">
          {t(actionData.error)}
        </Alert>
      ) : null}

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {section(
          "guest",
          t("adminBookings.detail.guest"),
          <DefinitionList
            items={[
              [t("adminBookings.detail.name"), `${booking.guest.firstName} ${booking.guest.lastName}`],
              [t("adminBookings.detail.email"), booking.guest.email],
              [t("adminBookings.detail.phone"), booking.guest.phone],
              [t("adminBookings.detail.country"), guestCountry],
              [t("adminBookings.detail.company"), booking.guest.company],
              [t("adminBookings.detail.userAccount"), booking.userId],
              [
                t("adminBookings.detail.notes"),
                booking.notes ? (
                  <span key="notes" className="whitespace-pre-line">
                    {booking.notes}
                  </span>
                ) : null,
              ],
            ]}
          />,
        )}
        {section(
          "stay",
          t("adminBookings.detail.stay"),
          <DefinitionList
            items={[
              [t("adminBookings.detail.brand"), platform ? booking.tenantName : null],
              [
                t("adminBookings.detail.apartment"),
                several ? booking.items.map(itemName).join("; ") : itemName(booking),
              ],
              [
                t("mail.confirmation.address"),
                several
                  ? null
                  : `${booking.address.street} ${booking.address.houseNumber}, ${booking.address.postcode} ${booking.address.city}`,
              ],
              [t("adminBookings.detail.dates"), formatStayDates(booking.from, booking.to, lng)],
              [t("adminBookings.detail.nights"), String(booking.price.nights)],
              [t("adminBookings.detail.guests"), String(several ? guestsOfItems(active) : booking.guests)],
              [t("adminBookings.detail.booked"), formatDate(booking.createdAt.slice(0, 10), lng)],
              [
                t("adminBookings.detail.source"),
                source ? (
                  <span key="source" data-testid="booking-source">
                    {source}
                  </span>
                ) : null,
              ],
            ]}
          />,
        )}
        {several ? <AdminBookingItems items={booking.items} lng={lng} money={money} canCancel={!cancelled} /> : null}
        {section(
          "price",
          t("adminBookings.detail.price"),
          <DefinitionList
            items={
              several
                ? [
                    ...booking.items.map((item): [string, string] => [
                      itemName(item),
                      money(isActiveItem(item) ? item.price.total : item.cancellation.fee),
                    ]),
                    [
                      t("adminBookings.detail.total"),
                      <strong key="total" data-testid="booking-total">
                        {money(booking.total.amount)}
                      </strong>,
                    ],
                  ]
                : [
                    ...accommodationRows(booking.price, t, money, t("adminBookings.detail.accommodation")).map(
                      (row): [string, string] => [row.label, money(row.amount)],
                    ),
                    ...booking.price.lines.map(
                      (line) =>
                        [
                          line.code === "extraService" && line.serviceId
                            ? serviceName(line.serviceId, lng)
                            : t(`adminBookings.detail.fees.${line.code}`),
                          money(line.amount),
                        ] as [string, string],
                    ),
                    ...(voucher ? [[voucher.label, voucher.value] as [string, string]] : []),
                    [t("adminBookings.detail.total"), <strong key="total">{money(booking.price.total)}</strong>],
                  ]
            }
          />,
        )}
        {section(
          "payment",
          t("adminBookings.detail.payment"),
          <DefinitionList
            items={[
              [t("adminBookings.detail.method"), t(paymentMethodNameKey(booking.paymentMethod))],
              [
                t("adminBookings.detail.card"),
                card ? (
                  <span key="card" data-testid="masked-card">
                    {t("adminBookings.detail.cardValue", {
                      brand: card.brand.toUpperCase(),
                      masked: card.masked,
                      month: String(card.expiryMonth).padStart(2, "0"),
                      year: card.expiryYear,
                    })}
                  </span>
                ) : (
                  t("adminBookings.detail.noCard")
                ),
              ],
            ]}
          />,
        )}
        {several
          ? null
          : section(
              "cancellation",
              t("adminBookings.detail.cancellation"),
              <DefinitionList
                items={[
                  [t("adminBookings.detail.policy"), t(policy.key, policy.values)],
                  ...(cancelled
                    ? ([
                        [
                          t("adminBookings.detail.cancelledAt"),
                          booking.cancellation.cancelledAt
                            ? formatDate(booking.cancellation.cancelledAt.slice(0, 10), lng)
                            : null,
                        ],
                        [
                          t("adminBookings.detail.feeCharged"),
                          <span key="fee" data-testid="fee-charged">
                            {money(fee)}
                          </span>,
                        ],
                        [t("adminBookings.detail.reason"), booking.cancellationReason],
                      ] as [string, React.ReactNode][])
                    : ([
                        [
                          t("adminBookings.detail.feeNow"),
                          <span key="fee" data-testid="fee-now">
                            {money(fee)}
                          </span>,
                        ],
                        [
                          t("adminBookings.detail.freeUntil"),
                          booking.cancellation.freeUntil
                            ? formatDate(booking.cancellation.freeUntil.slice(0, 10), lng)
                            : t("adminBookings.detail.neverFree"),
                        ],
                      ] as [string, React.ReactNode][])),
                ]}
              />,
            )}
        {section(
          "history",
          t("adminBookings.detail.history"),
          <BookingHistory
            events={booking.events}
            currency={booking.currency}
            lng={lng}
            itemNames={several ? Object.fromEntries(booking.items.map((item) => [item.itemId, itemName(item)])) : {}}
          />,
        )}
      </div>

      {cancelled ? null : (
        <section aria-labelledby="actions" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
          <h2 id="actions" className="text-lg font-bold">
            {t("adminBookings.detail.actions")}
          </h2>
          {/* A booking of several apartments is not changed (decision 0142): an apartment is cancelled instead. */}
          {several ? null : (
            <p className="mt-3">
              <a
                href={changeHref}
                className={`${buttonBase} inline-block border border-brand bg-white text-brand hover:bg-brand/10`}
                data-testid="admin-change-link"
              >
                {t("adminBookings.detail.change")}
              </a>
            </p>
          )}
          <div className="mt-3 grid gap-6 lg:grid-cols-3">
            <Form method="post" className="grid content-start gap-2" data-testid="cancel-policy-form">
              <h3 className="font-semibold">
                {t(several ? "adminBookings.detail.cancelAllTitle" : "adminBookings.detail.cancelTitle")}
              </h3>
              <button
                type="submit"
                name="intent"
                value="cancel"
                className={`${buttonBase} bg-red-700 text-white hover:bg-red-800`}
                data-testid="cancel-with-fee"
              >
                {fee > 0
                  ? t("adminBookings.detail.cancelPolicy", { fee: money(fee) })
                  : t("adminBookings.detail.cancelFree")}
              </button>
            </Form>
            <Form
              method="post"
              {...getFormProps(waiveForm)}
              className="grid content-start gap-2"
              data-testid="waive-form"
            >
              <h3 className="font-semibold">{t("adminBookings.detail.waiveTitle")}</h3>
              <input type="hidden" name="intent" value="waive" />
              {several ? (
                <label className="grid gap-1">
                  <span className="font-semibold">{t("adminBookings.detail.waiveFor")}</span>
                  <select name="itemId" className={fieldClass} data-testid="waive-item">
                    <option value="">{t("adminBookings.detail.wholeBooking")}</option>
                    {active.map((item) => (
                      <option key={item.itemId} value={item.itemId}>
                        {itemName(item)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <LabelledField
                label={t("adminBookings.detail.waiveReason")}
                field={fields.reason}
                error={message(fields.reason.errors?.[0])}
              >
                <p id={`${fields.reason.id}-hint`} className="text-sm text-ink/70">
                  {t("adminBookings.detail.waiveHint")}
                </p>
                <textarea
                  {...getTextareaProps(fields.reason)}
                  key={fields.reason.key}
                  rows={3}
                  required
                  minLength={3}
                  maxLength={500}
                  aria-describedby={`${fields.reason.id}-hint${fields.reason.errors ? ` ${fields.reason.errorId}` : ""}`}
                  className={fieldClass}
                />
              </LabelledField>
              <button
                type="submit"
                className={`${buttonBase} border border-red-700 bg-white text-red-800 hover:bg-red-50`}
                data-testid="cancel-waived"
              >
                {t("adminBookings.detail.cancelWaived")}
              </button>
            </Form>
            <Form method="post" className="grid content-start gap-2" data-testid="resend-form">
              <h3 className="font-semibold">{t("adminBookings.detail.resend")}</h3>
              <p className="text-sm">{t("adminBookings.detail.resendHint", { email: booking.guest.email })}</p>
              <button
                type="submit"
                name="intent"
                value="resend"
                className={`${buttonBase} border border-brand bg-white text-brand hover:bg-brand/10`}
                data-testid="resend-confirmation"
              >
                {t("adminBookings.detail.resend")}
              </button>
            </Form>
          </div>
        </section>
      )}
    </article>
  );
}
