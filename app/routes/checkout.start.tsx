import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { tenantContext } from "~/.server/context.server";
import { getI18n, getLocale } from "~/.server/i18n/i18n-middleware.server";
import { otaFor } from "~/.server/upstreams.server";
import { checkoutStartSchema } from "~/components/offer/checkout-start-params";
import { useDisplayMoney } from "~/components/search/use-display-money";
import { Alert } from "~/components/ui/alert";
import { nightsBetween, parseIsoDate } from "~/domain/dates/iso-date";
import { formatStayDates } from "~/i18n/format";
import type { Route } from "./+types/checkout.start";

/**
 * Only the offer page's Book form posts here (a document post); a visit goes home. A middleware, not
 * a loader: after an action the loaders run with a GET request, and the page must still render.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    if (request.method === "GET" || request.method === "HEAD") throw redirect(`/${getLocale(context)}`);
    return next();
  },
];

/**
 * Placeholder of the checkout's start (the checkout is being built): validates the offer the Book form
 * posted, prices it again at the OTA and shows the selection. Bad input is a 400 with messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const { t } = getI18n(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = checkoutStartSchema.safeParse(form);
  const title = t("checkout.start.metaTitle", { brand: tenant.name });
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return data({ ok: false as const, title, errors, selection: null }, { status: 400 });
  }
  const input = parsed.data;
  const ota = otaFor(context);
  const rfp = {
    ...(input.rfpId ? { rfpId: input.rfpId } : {}),
    ...(input.rfpOfferId ? { rfpOfferId: input.rfpOfferId } : {}),
  };
  const [apartment, offers] = await Promise.all([
    ota.getApartmentById(tenant.ibeUid, input.apartmentTypeId, lng),
    ota.getOffersByApartmentTypeId(tenant.ibeUid, input.apartmentTypeId, {
      from: input.from,
      to: input.to,
      guests: input.guests,
      language: lng,
      ...rfp,
    }),
  ]);
  if (!apartment.ok) {
    return data(
      { ok: false as const, title, errors: ["checkout.start.errors.apartment"], selection: null },
      { status: 400 },
    );
  }
  const rate = offers.ok ? offers.data.offers.find((offer) => offer.ratePlan.id === input.ratePlanId) : undefined;
  if (!offers.ok || !offers.data.availability.available || !rate) {
    return data(
      { ok: false as const, title, errors: ["checkout.start.errors.unavailable"], selection: null },
      { status: 400 },
    );
  }
  const from = parseIsoDate(input.from);
  const to = parseIsoDate(input.to);
  return data({
    ok: true as const,
    title,
    errors: [] as string[],
    selection: {
      apartment: apartment.data.apartmentType.name,
      property: apartment.data.property.name,
      city: apartment.data.property.address.city,
      from: input.from,
      to: input.to,
      nights: from && to ? nightsBetween(from, to) : rate.price.nights,
      guests: input.guests,
      ratePlan: rate.ratePlan.name,
      total: { amount: rate.price.total, currency: rate.price.currency },
      isRfp: input.isRfp === "1",
      offerUrl: input.offerUrl,
    },
  });
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function CheckoutStart({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language === "de" ? "de" : "en";
  const { format } = useDisplayMoney(actionData?.selection?.total.currency ?? "EUR", null, lng);
  const selection = actionData?.selection;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10" data-testid="checkout-start">
      {actionData?.title ? <title>{actionData.title}</title> : null}
      <h1 className="text-2xl font-bold">{t("checkout.start.title")}</h1>
      <p className="mt-2 text-ink/80">{t("checkout.start.intro")}</p>
      {selection ? (
        <dl
          className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-black/10 bg-white p-5 shadow-sm"
          data-testid="checkout-selection"
        >
          <dt className="font-semibold">{t("checkout.start.apartment")}</dt>
          <dd>
            {selection.apartment} · {selection.property}, {selection.city}
          </dd>
          <dt className="font-semibold">{t("checkout.start.dates")}</dt>
          <dd>
            {formatStayDates(selection.from, selection.to, lng)} · {t("searchForm.nights", { count: selection.nights })}
          </dd>
          <dt className="font-semibold">{t("checkout.start.guests")}</dt>
          <dd>{t("search.guestsCount", { count: selection.guests })}</dd>
          <dt className="font-semibold">{t("checkout.start.rate")}</dt>
          <dd>{selection.ratePlan}</dd>
          <dt className="font-semibold">
            {selection.isRfp ? t("checkout.start.indicativePrice") : t("checkout.start.price")}
          </dt>
          <dd className="font-bold text-brand" data-testid="checkout-total">
            {format(selection.total)}
          </dd>
        </dl>
      ) : (
        <Alert variant="error" className="mt-6" title={t("checkout.start.errors.title")}>
          <ul data-testid="checkout-errors">
            {(actionData?.errors ?? ["checkout.start.errors.missing"]).map((key) => (
              <li key={key}>{t(key as never)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <a
        href={selection?.offerUrl ?? `/${lng}`}
        className="mt-6 inline-block rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-surface"
      >
        {selection ? t("checkout.start.back") : t("errors.backHome")}
      </a>
    </section>
  );
}
