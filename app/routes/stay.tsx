import { data, Form } from "react-router";
import { MAX_BOOKING_ITEMS } from "../../shared/ota/booking";
import { adaptersOf } from "../.server/adapters.server";
import { browserKeyFor } from "../.server/checkout/checkout-flow.server";
import { redirectToFirstStep } from "../.server/checkout/first-step-redirect.server";
import { tenantContext } from "../.server/context.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { addToStayFromForm, changeGuestsFromForm, removeFromStayForm } from "../.server/stay/stay-actions.server";
import { readStay } from "../.server/stay/stay-cookie.server";
import { startStayCheckout, stayPageItems } from "../.server/stay/stay-page.server";
import { mediaUrl } from "../components/media-url";
import { Alert } from "../components/ui/alert";
import { cancellationText } from "../domain/booking/cancellation-text";
import { formatMoney } from "../domain/money/money";
import { placedGuests } from "../domain/stay/stay-collection";
import {
  stayAdditionFormSchema,
  stayGuestsFormSchema,
  stayIntentSchema,
  stayItemFormSchema,
} from "../domain/stay/stay-form";
import { stayPagePath } from "../domain/stay/stay-path";
import { formatStayDates } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/stay";

export const headers = noStoreHeaders;
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * "Your stay" (decision 0144): the apartments collected for one stay, each priced again with its
 * rate's terms and its guests, to change, remove, or book together. Plain forms: the same with and
 * without JavaScript (POST, then a redirect here or back to the page the guest added from).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = getLocale(context);
  const collection = await readStay(request, context);
  const items = collection ? await stayPageItems(context, collection) : [];
  // An apartment chosen for other dates than the collection's: the guest decides, nothing is lost.
  const other = stayAdditionFormSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const otherDates =
    other.success && collection && (other.data.from !== collection.from || other.data.to !== collection.to)
      ? await namedAddition(context, other.data)
      : null;
  return {
    lng,
    stay: collection ? { from: collection.from, to: collection.to, guests: placedGuests(collection) } : null,
    items,
    total: items.reduce((sum, item) => sum + (item.offer?.price.total ?? item.total), 0),
    currency: items[0]?.offer?.price.currency ?? items[0]?.currency ?? "EUR",
    bookable: items.length > 0 && items.every((item) => item.available),
    otherDates,
  };
}

async function namedAddition(
  context: Route.LoaderArgs["context"],
  addition: ReturnType<typeof stayAdditionFormSchema.parse>,
) {
  const { tenant } = context.get(tenantContext);
  const apartment = await adaptersOf(context).ota.getApartmentById(
    tenant.ibeUid,
    addition.apartmentTypeId,
    getLocale(context),
  );
  return { ...addition, name: apartment.ok ? apartment.data.apartmentType.name : addition.apartmentTypeId };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const intent = stayIntentSchema.safeParse(form.intent);
  if (!intent.success) throw data({ error: "invalid_stay_form" }, { status: 400 });
  switch (intent.data) {
    case "add":
    case "replace": {
      const addition = stayAdditionFormSchema.safeParse(form);
      if (!addition.success) throw data({ error: "invalid_stay_form" }, { status: 400 });
      return addToStayFromForm(request, context, addition.data, intent.data);
    }
    case "remove": {
      const item = stayItemFormSchema.safeParse(form);
      if (!item.success) throw data({ error: "invalid_stay_form" }, { status: 400 });
      return removeFromStayForm(request, context, item.data.apartmentTypeId);
    }
    case "guests": {
      const change = stayGuestsFormSchema.safeParse(form);
      if (!change.success) throw data({ error: "invalid_stay_form" }, { status: 400 });
      return changeGuestsFromForm(request, context, change.data);
    }
    case "book": {
      const collection = await readStay(request, context);
      if (!collection) return data({ errorKey: "stay.unavailable" as const }, { status: 409 });
      const browser = await browserKeyFor(request);
      const started = await startStayCheckout(context, collection, browser.hash);
      if (!started.ok) return data({ errorKey: started.errorKey }, { status: started.status });
      return redirectToFirstStep(request, context, started, browser.key);
    }
  }
}

const button =
  "rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export default function StayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { lng, stay, items, otherDates } = loaderData;
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, intlLocale(lng));
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="stay-title" data-testid="stay-page">
      <title>{t("stay.metaTitle")}</title>
      <h1 id="stay-title" className="text-2xl font-bold">
        {t("stay.title")}
      </h1>
      {actionData?.errorKey ? (
        <Alert variant="error" className="mt-4">
          {message(actionData.errorKey)}
        </Alert>
      ) : null}
      {otherDates && stay ? (
        <Alert variant="warning" className="mt-4" title={t("stay.otherDatesTitle")}>
          <div data-testid="stay-other-dates">
            <p>
              {t("stay.otherDates", {
                stayDates: formatStayDates(stay.from, stay.to, lng),
                name: otherDates.name,
                newDates: formatStayDates(otherDates.from, otherDates.to, lng),
              })}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Form method="post" action={stayPagePath(lng)}>
                <input type="hidden" name="intent" value="replace" />
                {(["apartmentTypeId", "from", "to"] as const).map((name) => (
                  <input key={name} type="hidden" name={name} value={otherDates[name]} />
                ))}
                <input type="hidden" name="guests" value={String(otherDates.guests)} />
                {otherDates.ratePlanId ? <input type="hidden" name="ratePlanId" value={otherDates.ratePlanId} /> : null}
                <button type="submit" className={button} data-testid="stay-start-new">
                  {t("stay.startNew", { dates: formatStayDates(otherDates.from, otherDates.to, lng) })}
                </button>
              </Form>
              <a href={stayPagePath(lng)} className={button}>
                {t("stay.keep")}
              </a>
            </div>
          </div>
        </Alert>
      ) : null}
      {!stay || items.length === 0 ? (
        <div className="mt-6">
          <p>{t("stay.empty")}</p>
          <a href={`/${lng}`} className={`mt-4 inline-block ${button}`}>
            {t("stay.searchLink")}
          </a>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink/80">{t("stay.intro", { dates: formatStayDates(stay.from, stay.to, lng) })}</p>
          <ul className="mt-6 grid gap-4" data-testid="stay-items">
            {items.map((item) => {
              const name = item.name ?? item.apartmentTypeId;
              const terms = item.offer
                ? cancellationText(item.offer.cancellationPolicy, item.offer.price.nights)
                : null;
              const guestsId = `stay-guests-${item.apartmentTypeId}`;
              return (
                <li
                  key={item.apartmentTypeId}
                  className="grid gap-4 rounded-xl border border-black/10 bg-white p-4 sm:grid-cols-[10rem_1fr]"
                  data-testid="stay-item"
                  data-apartment-id={item.apartmentTypeId}
                >
                  {item.available && item.image ? (
                    <img
                      src={mediaUrl(item.image.url)}
                      alt=""
                      width={160}
                      height={120}
                      className="h-28 w-full rounded-lg object-cover sm:aspect-[4/3] sm:h-auto sm:w-40"
                    />
                  ) : (
                    <div className="hidden sm:block" />
                  )}
                  <div className="grid gap-2">
                    <h2 className="text-lg font-semibold">
                      {item.available ? (
                        <a href={item.offerUrl} className="hover:underline">
                          {name}
                        </a>
                      ) : (
                        name
                      )}
                    </h2>
                    {item.available ? (
                      <p className="text-sm text-ink/75">{`${item.propertyName} · ${item.city}`}</p>
                    ) : (
                      <Alert variant="warning">{t("stay.unavailable")}</Alert>
                    )}
                    {item.offer ? (
                      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                        <dt className="font-semibold">{t("stay.rate")}</dt>
                        <dd>
                          {item.offer.ratePlanName}
                          {terms ? <span className="block text-ink/80">{t(terms.key, terms.values)}</span> : null}
                        </dd>
                        <dt className="font-semibold">{t("stay.price")}</dt>
                        <dd className="tabular-nums" data-testid="stay-item-price">
                          {money(item.offer.price.total, item.offer.price.currency)}
                        </dd>
                      </dl>
                    ) : null}
                    <div className="flex flex-wrap items-end gap-3">
                      <Form method="post" action={stayPagePath(lng)} className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="intent" value="guests" />
                        <input type="hidden" name="apartmentTypeId" value={item.apartmentTypeId} />
                        <label htmlFor={guestsId} className="grid gap-1 text-sm">
                          <span>{t("stay.guests", { max: item.maxOccupancy })}</span>
                          <select
                            id={guestsId}
                            name="guests"
                            defaultValue={String(item.guests)}
                            className="rounded-md border border-ink/30 px-3 py-2"
                            data-testid="stay-item-guests"
                          >
                            {Array.from({ length: item.maxOccupancy }, (_, at) => at + 1).map((count) => (
                              <option key={count} value={count}>
                                {count}
                              </option>
                            ))}
                          </select>
                        </label>
                        <button type="submit" className={button} data-testid="stay-item-change-guests">
                          {t("stay.changeGuests")}
                          <span className="sr-only">{`: ${name}`}</span>
                        </button>
                      </Form>
                      <Form method="post" action={stayPagePath(lng)}>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="apartmentTypeId" value={item.apartmentTypeId} />
                        <button type="submit" className={button} data-testid="stay-item-remove">
                          {t("stay.remove")}
                          <span className="sr-only">{`: ${name}`}</span>
                        </button>
                      </Form>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-surface p-4">
            <p>
              <span className="block font-semibold">{t("stay.total")}</span>
              <strong className="text-xl tabular-nums" data-testid="stay-total">
                {money(loaderData.total, loaderData.currency)}
              </strong>
              <span className="block text-sm text-ink/75" data-testid="stay-guests-placed">
                {t("stay.guestsPlaced", { count: stay.guests })}
              </span>
            </p>
            <Form method="post" action={stayPagePath(lng)}>
              <input type="hidden" name="intent" value="book" />
              <button
                type="submit"
                disabled={!loaderData.bookable}
                className="rounded-md bg-brand px-5 py-3 text-lg font-bold text-brand-fg shadow hover:opacity-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
                data-testid="stay-book"
              >
                {items.length > 1 ? t("stay.bookTogether") : t("stay.bookOne")}
              </button>
            </Form>
          </div>
          <p className="mt-3 text-sm text-ink/75">{t("stay.maxNote", { max: MAX_BOOKING_ITEMS })}</p>
        </>
      )}
    </section>
  );
}
