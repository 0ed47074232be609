import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, redirect } from "react-router";
import { moveOffer } from "../../shared/ota/rfp";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { sendEnquiryOffers } from "../.server/enquiry/enquiry-mails.server";
import { failedUpstreamStatus, unwrapUpstream } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { fieldClass } from "../components/checkout/step-form";
import { EnquiryRequestFacts } from "../components/enquiry/enquiry-request-facts";
import { OfferCancellation } from "../components/enquiry/offer-cancellation";
import { OfferPrice } from "../components/enquiry/offer-price";
import { CurrencyOptions } from "../components/forms/currency-options";
import { LabelledField } from "../components/forms/labelled-field";
import { Alert } from "../components/ui/alert";
import { canCloseEnquiry, guestsPerApartment } from "../domain/enquiry/enquiry-view";
import {
  type OperatorOfferFormValues,
  operatorOfferFormSchemaFor,
  operatorOfferRequestOf,
} from "../domain/enquiry/operator-offer-form-schema";
import { formatMoney } from "../domain/money/money";
import { brandHostOf } from "../domain/tenancy/resolve-tenant";
import { parseWithSchema, validateFormWithSchema } from "../forms/parse-with-schema";
import { formatDate, formatStayDates } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.enquiry";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

type OfferFields = Record<keyof OperatorOfferFormValues, string | undefined>;
type Done = "added" | "sent" | "withdrawn" | "closed";
const DONE: readonly Done[] = ["added", "sent", "withdrawn", "closed"];

/** The brand's public origin (the requester's links in mails go there, not to the admin host). */
function brandOrigin(request: Request): string {
  const url = new URL(request.url);
  url.hostname = brandHostOf(url.hostname);
  return url.origin;
}

/**
 * One enquiry on the operators' desk: the request, its offers (drafts and sent), a form to draft an
 * offer from the brand's free apartments near the place, "send" (drafts become bookable and the
 * requester gets the link by mail), withdraw an offer, decline the enquiry. Another tenant's id is 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const ota = adminOtaFor(args.context);
  const result = await ota.adminGetRfp(tenant.ibeUid, args.params.rfpId);
  const rfp = unwrapUpstream(result, { notFound: [404, 400] });
  const live = canCloseEnquiry(rfp);
  // The apartments to offer: the brand's free ones near the place for the stay, per apartment's share of guests.
  const listings = live
    ? await ota.searchListings({
        params: {
          ibeUid: tenant.ibeUid,
          lat: rfp.place.lat,
          long: rfp.place.long,
          radius: rfp.radius,
          from: rfp.from,
          to: rfp.to,
          guests: guestsPerApartment(rfp),
          currency: rfp.budget.currency,
          language: lng,
        },
        options: { limit: 30 },
      })
    : null;
  if (listings && !listings.ok) logger.warn("admin: apartments for an offer unavailable", { status: listings.status });
  const apartments = (listings?.ok ? listings.data : []).map((listing) => ({
    id: listing.apartmentType.id,
    label: `${listing.apartmentType.name}, ${listing.property.name} (${formatMoney(
      { amount: listing.totalPrice.total, currency: listing.totalPrice.currency },
      intlLocale(lng),
      {},
    )})`,
  }));
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    lng,
    rfp,
    live,
    apartments,
    currencies: tenant.currencies,
    // Free cancellation until two weeks before arrival, then the whole stay: the operator changes it per offer.
    defaults: {
      from: rfp.from,
      to: rfp.to,
      currency: rfp.budget.currency,
      ratePer: "night",
      cancellation: "free",
      freeDays: "14",
      feePercent: "100",
    },
    hasDrafts: rfp.offers.some((offer) => moveOffer(offer.status, "send") !== null),
    done: DONE.find((d) => d === done) ?? null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const ota = adminOtaFor(args.context);
  const rfpId = args.params.rfpId;
  const form = await args.request.formData();
  const intent = form.get("intent");
  const back = (done: Done) => redirect(`/${lng}/admin/enquiries/${encodeURIComponent(rfpId)}?done=${done}`, 303);
  const failed = (status: number, formError = "adminEnquiries.errors.failed") =>
    data({ lastResult: null, formError }, { status: failedUpstreamStatus({ status }, { passOn: [404, 409] }) });

  if (intent === "add") {
    const submission = parseWithSchema(form, operatorOfferFormSchemaFor(intlLocale(lng), tenant.currencies));
    if (submission.status !== "success")
      return data({ lastResult: submission.reply(), formError: null }, { status: 400 });
    const offer = operatorOfferRequestOf(submission.value);
    if (!offer) {
      const reply = submission.reply({ fieldErrors: { total: ["adminEnquiries.validation.total"] } });
      return data({ lastResult: reply, formError: null }, { status: 400 });
    }
    const result = await ota.createRfpOffer(tenant.ibeUid, rfpId, offer);
    if (result.ok) return back("added");
    logger.warn("admin: offer not added", { status: result.status, code: result.code });
    if (result.code === "not_found" && result.status === 404) {
      const reply = submission.reply({ fieldErrors: { apartmentTypeId: ["adminEnquiries.errors.apartment"] } });
      return data({ lastResult: reply, formError: null }, { status: 400 });
    }
    if (result.status === 400) return data({ lastResult: submission.reply(), formError: null }, { status: 400 });
    return failed(result.status, result.status === 409 ? "adminEnquiries.errors.notLive" : undefined);
  }
  if (intent === "send") {
    const result = await ota.sendRfpOffers(tenant.ibeUid, rfpId);
    if (!result.ok) return failed(result.status, result.status === 409 ? "adminEnquiries.errors.notLive" : undefined);
    await sendEnquiryOffers(args.context, { rfp: result.data, origin: brandOrigin(args.request) });
    return back("sent");
  }
  if (intent === "withdraw") {
    const offerId = String(form.get("offerId") ?? "");
    const result = await ota.updateRfpOfferStatus(tenant.ibeUid, rfpId, offerId, { status: "LOST" });
    return result.ok ? back("withdrawn") : failed(result.status);
  }
  if (intent === "close") {
    const result = await ota.closeRfp(tenant.ibeUid, rfpId);
    return result.ok ? back("closed") : failed(result.status, "adminEnquiries.errors.notLive");
  }
  return data({ lastResult: null, formError: "adminEnquiries.errors.failed" }, { status: 400 });
}

export default function AdminEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { lng, rfp, live, apartments, currencies, defaults, hasDrafts, done } = loaderData;
  const schema = useMemo(() => operatorOfferFormSchemaFor(intlLocale(lng), currencies), [lng, currencies]);
  const [form, fields] = useForm<OfferFields>({
    id: "offer",
    lastResult: actionData?.lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateFormWithSchema<OfferFields>(context, schema),
  });
  const error = (field: { errors?: string[] }) => message(field.errors?.[0]);
  const buttonClass = "rounded-md border border-ink/30 bg-white px-4 py-2 font-semibold hover:bg-ink/5";
  return (
    <section aria-labelledby="admin-enquiry-title" data-testid="admin-enquiry">
      <title>{t("adminEnquiries.detail.metaTitle", { reference: rfp.reference })}</title>
      <p className="text-sm">
        <a href={`/${lng}/admin/enquiries`} className="text-brand underline">
          {t("adminEnquiries.back")}
        </a>
      </p>
      <h1 id="admin-enquiry-title" className="mt-1 text-2xl font-bold">
        {t("adminEnquiries.detail.title", { reference: rfp.reference })}
      </h1>
      <p className="mt-2 font-semibold" data-testid="admin-enquiry-status">
        {t(`enquiry.status.${rfp.status}`)}
      </p>
      {done ? (
        <Alert variant="success" className="mt-4">
          {t(`adminEnquiries.done.${done}`)}
        </Alert>
      ) : null}
      {actionData?.formError ? (
        <Alert variant="error" className="mt-4">
          {message(actionData.formError)}
        </Alert>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <h2 className="text-xl font-semibold">{t("adminEnquiries.detail.request")}</h2>
          <EnquiryRequestFacts rfp={rfp} lng={lng} />
        </div>
        <div>
          <h2 className="text-xl font-semibold">{t("adminEnquiries.detail.offers")}</h2>
          {rfp.offers.length === 0 ? (
            <p className="mt-2">{t("adminEnquiries.detail.noOffers")}</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {rfp.offers.map((offer) => {
                const name = `${offer.apartmentTypeName}, ${offer.propertyName}`;
                return (
                  <li key={offer.id} className="rounded-lg border border-ink/15 p-3" data-testid="admin-offer">
                    <p className="font-semibold">{name}</p>
                    <p className="text-sm">{formatStayDates(offer.from, offer.to, lng)}</p>
                    <OfferPrice offer={offer} lng={lng} />
                    <OfferCancellation offer={offer} />
                    <p className="mt-1 text-sm font-semibold">
                      {offer.status === "OPEN"
                        ? t("adminEnquiries.detail.draft")
                        : t(`enquiry.offerStatus.${offer.status}`)}
                      {offer.sentAt
                        ? ` · ${t("adminEnquiries.detail.sentAt", { date: formatDate(offer.sentAt.slice(0, 10), lng) })}`
                        : ""}
                    </p>
                    {offer.terms ? <p className="mt-1 text-sm">{offer.terms}</p> : null}
                    {moveOffer(offer.status, "withdraw") !== null ? (
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="intent" value="withdraw" />
                        <input type="hidden" name="offerId" value={offer.id} />
                        <button
                          type="submit"
                          className={buttonClass}
                          aria-label={t("adminEnquiries.withdrawLabel", { name })}
                        >
                          {t("adminEnquiries.withdraw")}
                        </button>
                      </Form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          {live && hasDrafts ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="send" />
              <p className="text-sm">{t("adminEnquiries.sendHint")}</p>
              <button type="submit" className="mt-2 rounded-md bg-accent px-4 py-2 font-semibold text-white">
                {t("adminEnquiries.send")}
              </button>
            </Form>
          ) : null}
        </div>
      </div>

      {live ? (
        <>
          <Form
            method="post"
            {...getFormProps(form)}
            className="mt-8 grid gap-4 rounded-lg border border-ink/15 p-4 sm:grid-cols-2"
          >
            <h2 className="text-xl font-semibold sm:col-span-2">{t("adminEnquiries.offerForm.title")}</h2>
            <input type="hidden" name="intent" value="add" />
            <LabelledField
              label={t(
                apartments.length > 0 ? "adminEnquiries.offerForm.apartment" : "adminEnquiries.offerForm.apartmentId",
              )}
              field={fields.apartmentTypeId}
              error={error(fields.apartmentTypeId)}
              className="sm:col-span-2"
            >
              {apartments.length > 0 ? (
                <select {...getSelectProps(fields.apartmentTypeId)} className={fieldClass}>
                  {apartments.map((apartment) => (
                    <option key={apartment.id} value={apartment.id}>
                      {apartment.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...getInputProps(fields.apartmentTypeId, { type: "text" })} className={fieldClass} />
              )}
              <span className="mt-1 block text-sm text-ink/70">
                {t(
                  apartments.length > 0
                    ? "adminEnquiries.offerForm.apartmentHint"
                    : "adminEnquiries.offerForm.noApartments",
                )}
              </span>
            </LabelledField>
            <LabelledField label={t("adminEnquiries.offerForm.from")} field={fields.from} error={error(fields.from)}>
              <input {...getInputProps(fields.from, { type: "date" })} className={fieldClass} />
            </LabelledField>
            <LabelledField label={t("adminEnquiries.offerForm.to")} field={fields.to} error={error(fields.to)}>
              <input {...getInputProps(fields.to, { type: "date" })} className={fieldClass} />
            </LabelledField>
            <LabelledField label={t("adminEnquiries.offerForm.total")} field={fields.total} error={error(fields.total)}>
              <input {...getInputProps(fields.total, { type: "text" })} inputMode="decimal" className={fieldClass} />
            </LabelledField>
            <LabelledField
              label={t("adminEnquiries.offerForm.currency")}
              field={fields.currency}
              error={error(fields.currency)}
            >
              <select {...getSelectProps(fields.currency)} className={fieldClass}>
                <CurrencyOptions currencies={currencies} />
              </select>
            </LabelledField>
            <LabelledField
              label={t("adminEnquiries.offerForm.ratePer")}
              field={fields.ratePer}
              error={error(fields.ratePer)}
            >
              <select {...getSelectProps(fields.ratePer)} className={fieldClass}>
                <option value="night">{t("adminEnquiries.offerForm.ratePerNight")}</option>
                <option value="month">{t("adminEnquiries.offerForm.ratePerMonth")}</option>
              </select>
            </LabelledField>
            <LabelledField
              label={t("adminEnquiries.offerForm.validUntil")}
              field={fields.validUntil}
              error={error(fields.validUntil)}
            >
              <input {...getInputProps(fields.validUntil, { type: "date" })} className={fieldClass} />
            </LabelledField>
            <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3" aria-describedby="offer-cancellation-hint">
              <legend className="mb-1 font-semibold">{t("adminEnquiries.offerForm.cancellation")}</legend>
              <p id="offer-cancellation-hint" className="text-sm text-ink/70 sm:col-span-3">
                {t("adminEnquiries.offerForm.cancellationHint")}
              </p>
              <LabelledField
                label={t("adminEnquiries.offerForm.cancellationKind")}
                field={fields.cancellation}
                error={error(fields.cancellation)}
              >
                <select {...getSelectProps(fields.cancellation)} className={fieldClass}>
                  <option value="free">{t("adminEnquiries.offerForm.cancellationFree")}</option>
                  <option value="nonRefundable">{t("adminEnquiries.offerForm.cancellationNonRefundable")}</option>
                </select>
              </LabelledField>
              <LabelledField
                label={t("adminEnquiries.offerForm.freeDays")}
                field={fields.freeDays}
                error={error(fields.freeDays)}
              >
                <input
                  {...getInputProps(fields.freeDays, { type: "text" })}
                  inputMode="numeric"
                  className={fieldClass}
                />
              </LabelledField>
              <LabelledField
                label={t("adminEnquiries.offerForm.feePercent")}
                field={fields.feePercent}
                error={error(fields.feePercent)}
              >
                <input
                  {...getInputProps(fields.feePercent, { type: "text" })}
                  inputMode="numeric"
                  className={fieldClass}
                />
              </LabelledField>
            </fieldset>
            <LabelledField
              label={t("adminEnquiries.offerForm.terms")}
              field={fields.terms}
              error={error(fields.terms)}
              className="sm:col-span-2"
            >
              <textarea {...getTextareaProps(fields.terms)} rows={3} className={fieldClass} />
            </LabelledField>
            <div className="sm:col-span-2">
              <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg">
                {t("adminEnquiries.offerForm.add")}
              </button>
            </div>
          </Form>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="close" />
            <button type="submit" className={buttonClass}>
              {t("adminEnquiries.close")}
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
