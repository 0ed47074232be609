import { useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { nightlyRate } from "../../../shared/money/nightly-rate";
import type { ApartmentOffers } from "../../../shared/ota/apartment";
import type { CompanyLookup } from "../../../shared/ota/company-code";
import type { RateOffer } from "../../../shared/ota/listing";
import type { Language } from "../../../shared/tenancy/tenant";
import { VOUCHER_PARAM } from "../../../shared/vouchers/voucher-param";
import type { VoucherOnStay } from "../../../shared/vouchers/voucher-verdict";
import { cancellationText } from "../../domain/booking/cancellation-text";
import type { Money } from "../../domain/money/money";
import type { OfferQuery } from "../../domain/offer/offer-params";
import { formatDate, formatStayDates } from "../../i18n/format";
import { useMessage } from "../../i18n/use-message";
import { useT } from "../../i18n/use-t";
import { PriceBreakdown } from "../checkout/price-breakdown";
import { CompanyCodeField, CompanyCodeNotice, CompanyRateBadge } from "../company/company-code";
import { DateRangePicker } from "../search/date-range-picker";
import { useDateRangePickerTexts } from "../search/use-date-range-picker-texts";
import { AddToStay } from "../stay/add-to-stay";
import { Alert } from "../ui/alert";
import { VoucherField, VoucherNotice } from "../vouchers/voucher-field";
import { type OfferDayInfoSource, useOfferDayInfo } from "./use-offer-day-info";

/** Few enough units to say so. */
const FEW_UNITS = 3;

export type StayBoxProps = {
  lng: Language;
  today: string;
  apartmentTypeId: string;
  /** The apartment's name, for the "Add to this stay" button's screen-reader words. */
  apartmentName: string;
  currency: string;
  displayCurrency: string;
  baseNightlyRate: number;
  maxOccupancy: number;
  isRfp: boolean;
  query: Pick<
    OfferQuery,
    "stay" | "radius" | "rfpId" | "rfpOfferId" | "companyCode" | "voucher" | "campaign" | "input" | "errors"
  >;
  offers: ApartmentOffers | null;
  /** The page's company code as the OTA judged it, or null without one. */
  company: CompanyLookup | null;
  /** The page's voucher and its verdict for the stay, or null without one. */
  voucher: VoucherOnStay | null;
  cheapest: RateOffer | null;
  offersError: { status: number } | null;
  /** The last day a stay can end on. */
  maxDate: string;
  /** What the date picker's days (availability, prices, minimum stays) are made from. */
  days: OfferDayInfoSource;
  /** The page's path and query, for the checkout to come back to. */
  offerUrl: string;
  format: (money: Money) => string;
};

const inputClass =
  "mt-1 block w-full rounded-md border border-black/20 bg-white px-3 py-2 text-ink focus:border-brand focus:outline-2 focus:outline-brand";

/** The stay form (a GET that re-prices the page), the price of the stay and the Book form. */
export function StayBox(props: StayBoxProps) {
  const { t } = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const pickerTexts = useDateRangePickerTexts();
  // Here, not in the page: the day rules and month fetching load with the stay box's code (0108).
  const dayInfo = useOfferDayInfo(props.days);
  const id = useId();
  const stayForm = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "GET";
  const { query, offers, cheapest, format, currency } = props;
  const money = (amount: number) => ({ amount, currency: cheapest?.price.currency ?? currency });
  const hidden = [
    ["radius", query.radius === undefined ? undefined : String(query.radius)],
    ["rfpId", query.rfpId],
    ["rfpOfferId", query.rfpOfferId],
    // Where the guest came from: kept when the stay changes, and into the checkout and the booking (0137).
    ...Object.entries(query.campaign ?? {}),
  ] as const;
  const availability = offers?.availability;
  // The guest chooses between the stay's rates (e.g. flexible or non-refundable); the cheapest first.
  const rates = [...(offers?.offers ?? [])].sort((a, b) => a.price.total - b.price.total);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = rates.find((rate) => rate.ratePlan.id === chosenId) ?? cheapest;
  const price = chosen?.price;
  const nights = price?.nights ?? query.stay?.nights ?? 0;
  const policy = chosen ? cancellationText(chosen.ratePlan.cancellationPolicy, nights) : null;

  return (
    <div className="rounded-xl border border-black/10 bg-white p-4 shadow-sm sm:p-5" data-testid="stay-box">
      {price ? (
        <>
          {price.monthly ? (
            <p className="text-2xl font-bold text-brand" data-testid="monthly-price">
              {t("longStay.perMonth", { price: format(money(price.monthly.perMonth)) })}
            </p>
          ) : (
            <p className="text-2xl font-bold text-brand" data-testid="nightly-price">
              {t("offer.perNight", { price: format(money(nightlyRate(price.total, price.nights))) })}
            </p>
          )}
          <p className="text-sm text-ink/80" data-testid="nightly-price-includes">
            {t("offer.priceIncludes", { total: format(money(price.total)), count: price.nights })}
          </p>
        </>
      ) : (
        <p className="text-lg font-semibold">
          {t("offer.fromPerNight", { price: format({ amount: props.baseNightlyRate, currency }) })}
        </p>
      )}

      {/* Two date fields side by side only where each has room for "TT.MM.JJJJ" and its calendar icon. */}
      <Form
        ref={stayForm}
        method="get"
        className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(10.5rem,1fr))] gap-3"
        preventScrollReset
        aria-label={t("offer.stayForm")}
      >
        <DateRangePicker
          lng={props.lng}
          className="col-span-full"
          inDateProps={{ id: `${id}-from`, name: "from", defaultValue: query.input.from, required: true }}
          outDateProps={{ id: `${id}-to`, name: "to", defaultValue: query.input.to, required: true }}
          minDate={props.today}
          maxDate={props.maxDate}
          fieldClassName={inputClass}
          labelClassName="text-sm font-medium"
          texts={{ ...pickerTexts, checkIn: t("offer.checkIn"), checkOut: t("offer.checkOut") }}
          dayInfo={dayInfo}
          // A complete stay chosen in the calendar re-prices the page at once.
          onChange={({ inDate, outDate }) => (inDate && outDate ? stayForm.current?.requestSubmit() : undefined)}
        />
        <label className="col-span-full text-sm font-medium">
          {t("offer.guests")}
          <input
            type="number"
            name="guests"
            min={1}
            max={30}
            inputMode="numeric"
            defaultValue={query.input.guests || "1"}
            className={inputClass}
          />
        </label>
        <CompanyCodeField code={query.companyCode} className="col-span-full" inputClass={inputClass} />
        <VoucherField code={query.voucher} className="col-span-full" inputClass={inputClass} />
        {hidden.map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <button
          type="submit"
          className="col-span-full rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
          disabled={busy}
        >
          {query.stay ? t("offer.updatePrice") : t("offer.checkPrice")}
        </button>
      </Form>

      <div className="mt-4 grid gap-3" aria-live="polite">
        <CompanyCodeNotice company={props.company} code={query.companyCode} />
        <VoucherNotice voucher={props.voucher} />
        {query.errors.length > 0 ? (
          <Alert variant="error" title={t("offer.errors.title")}>
            <ul data-testid="query-errors">
              {query.errors.map((key) => (
                <li key={key}>{message(key)}</li>
              ))}
            </ul>
          </Alert>
        ) : !query.stay ? (
          <Alert variant="info">{t("offer.chooseDates")}</Alert>
        ) : props.offersError ? (
          <Alert variant="error" title={t("offer.offersFailed")}>
            {t("search.failedStatus", { status: props.offersError.status })}
          </Alert>
        ) : availability && !availability.available ? (
          <Alert variant="warning" title={t("offer.unavailable")}>
            <p data-testid="unavailable-reason" data-reason={availability.reason ?? ""}>
              {availability.reason === "min_stay"
                ? t("offer.reasons.minStay", { count: availability.minStay })
                : availability.reason === "max_stay"
                  ? t("offer.reasons.maxStay", { count: availability.maxStay })
                  : availability.reason === "too_many_guests"
                    ? t("offer.reasons.tooManyGuests", { count: availability.maxOccupancy })
                    : availability.reason === "closed_to_arrival" && query.stay
                      ? t("offer.reasons.closedToArrival", { date: formatDate(query.stay.from, props.lng) })
                      : availability.reason === "closed_to_departure" && query.stay
                        ? t("offer.reasons.closedToDeparture", { date: formatDate(query.stay.to, props.lng) })
                        : t("offer.reasons.soldOut")}
            </p>
          </Alert>
        ) : price && chosen && query.stay ? (
          <>
            <p className="text-sm text-ink/80" data-testid="stay-summary">
              {formatStayDates(query.stay.from, query.stay.to, props.lng)} ·{" "}
              {t("search.guestsCount", { count: query.stay.guests })}
            </p>
            <PriceBreakdown
              price={price}
              total={money(price.total)}
              serviceNames={{}}
              format={format}
              testId="price-breakdown"
              showNightly={false}
            />
            <div data-testid="total-price" className="sr-only">
              {format(money(price.total))}
            </div>
            {price.currency !== props.displayCurrency ? (
              <p className="text-xs text-ink/70">{t("search.convertedFrom", { currency: price.currency })}</p>
            ) : null}
            {availability && availability.unitsLeft > 0 && availability.unitsLeft <= FEW_UNITS ? (
              <p className="text-sm font-semibold text-accent">
                {t("offer.unitsLeft", { count: availability.unitsLeft })}
              </p>
            ) : null}
            {rates.length > 1 ? null : (
              <div className="text-sm">
                <p className="font-semibold">
                  {chosen.ratePlan.name}
                  {chosen.ratePlan.companyCode ? <CompanyRateBadge /> : null}
                </p>
                {policy ? (
                  <p className="text-ink/80" data-testid="cancellation-policy">
                    {t(policy.key, policy.values)}
                  </p>
                ) : null}
              </div>
            )}
            {/* A document post: nothing for the router to discover on load (currency-switch.tsx says why not). */}
            <Form
              method="post"
              action={`/${props.lng}/checkout/start`}
              reloadDocument
              discover="none"
              data-testid="book-form"
            >
              <input type="hidden" name="apartmentTypeId" value={props.apartmentTypeId} />
              {rates.length > 1 ? (
                <fieldset className="mb-3 grid gap-2" data-testid="rate-choice">
                  <legend className="mb-1 text-sm font-semibold">{t("offer.chooseRate")}</legend>
                  {rates.map((rate) => {
                    const terms = cancellationText(rate.ratePlan.cancellationPolicy, rate.price.nights);
                    return (
                      <label
                        key={rate.ratePlan.id}
                        className="flex items-start gap-3 rounded-lg border border-black/15 p-3 text-sm has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand"
                      >
                        <input
                          type="radio"
                          name="ratePlanId"
                          value={rate.ratePlan.id}
                          defaultChecked={rate.ratePlan.id === chosen.ratePlan.id}
                          onChange={() => setChosenId(rate.ratePlan.id)}
                          className="mt-1 size-4"
                        />
                        <span className="grow">
                          <span className="flex justify-between gap-2 font-semibold">
                            <span>
                              {rate.ratePlan.name}
                              {rate.ratePlan.companyCode ? <CompanyRateBadge /> : null}
                            </span>
                            <span className="tabular-nums">
                              {format({ amount: rate.price.total, currency: rate.price.currency })}
                            </span>
                          </span>
                          <span className="block text-ink/80" data-testid="rate-terms">
                            {t(terms.key, terms.values)}
                          </span>
                        </span>
                      </label>
                    );
                  })}
                </fieldset>
              ) : (
                <input type="hidden" name="ratePlanId" value={chosen.ratePlan.id} />
              )}
              <input type="hidden" name="from" value={query.stay.from} />
              <input type="hidden" name="to" value={query.stay.to} />
              <input type="hidden" name="guests" value={String(query.stay.guests)} />
              {hidden.map(([name, value]) =>
                value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
              )}
              {props.isRfp ? <input type="hidden" name="isRfp" value="1" /> : null}
              {query.companyCode ? <input type="hidden" name="companyCode" value={query.companyCode} /> : null}
              {props.voucher?.verdict === "valid" ? (
                <input type="hidden" name={VOUCHER_PARAM} value={props.voucher.code} />
              ) : null}
              <input type="hidden" name="offerUrl" value={props.offerUrl} />
              <button
                type="submit"
                className="w-full rounded-md bg-brand px-4 py-3 text-lg font-bold text-brand-fg shadow hover:opacity-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {props.isRfp ? t("offer.requestProposal") : t("offer.book")}
              </button>
            </Form>
            {/* Several apartments in one booking (decision 0144): public rates booked at once only. */}
            {props.offers?.bookingMode === "Direct" &&
            !props.isRfp &&
            !query.rfpOfferId &&
            !query.companyCode &&
            !props.voucher ? (
              <AddToStay
                t={t}
                lng={props.lng}
                apartmentTypeId={props.apartmentTypeId}
                name={props.apartmentName}
                ratePlanId={chosen.ratePlan.id}
                stay={query.stay}
                className="mt-2"
              />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
