import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { liveEntries, serviceName } from "../../shared/catalogue";
import { type AdminRates, ratePlansInputSchema, type UpdateRatesInput } from "../../shared/ota/back-office-rates";
import { unwrapBackOffice } from "../.server/admin/back-office-houses.server";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { ApartmentTypeTabs, apartmentTypeAdminPath } from "../components/admin/apartment-type-tabs";
import { ExtraServicesSection } from "../components/admin/rates/extra-services-section";
import { PricesForm } from "../components/admin/rates/prices-form";
import { RatePlanForm } from "../components/admin/rates/rate-plan-form";
import { Alert } from "../components/ui/alert";
import {
  extraServiceFormSchema,
  NEW_PLAN_VALUES,
  plansWithout,
  plansWithSaved,
  pricesFormSchema,
  pricesFormValuesOf,
  ratePlanFormSchema,
  ratePlanFormValuesOf,
  removeFormSchema,
  servicesWithSaved,
} from "../domain/admin/rates-form";
import { parseWithSchema } from "../forms/parse-with-schema";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/admin.apartment-rates";

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

const E = "adminRates.errors";
const SAVED = ["prices", "plan", "planRemoved", "service", "serviceRemoved"] as const;
type Saved = (typeof SAVED)[number];

/** The catalogue's services an operator can sell as extras, named in the page's language. */
function serviceChoices(lng: "en" | "de") {
  return liveEntries()
    .filter((entry) => entry.type === "service" || entry.type === "businessService")
    .map((entry) => ({ id: entry.id, name: serviceName(entry.id, lng) }))
    .sort((a, b) => a.name.localeCompare(b.name, lng));
}

/** One apartment type's prices, rate plans and extra services (docs/decisions/0109). */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const rates = unwrapBackOffice(
    await adminOtaFor(args.context).getRates(tenant.ibeUid, args.params.apartmentTypeId),
    "admin: rates unavailable",
  );
  const saved = new URL(args.request.url).searchParams.get("saved");
  return { lng, rates, choices: serviceChoices(lng), saved: SAVED.find((value) => value === saved) ?? null };
}

type Answer = { form: string; lastResult: SubmissionResult<string[]> };

/**
 * Each form posts `form` (prices, a plan's form id, new-plan, remove-plan, service, remove-service); the
 * action rebuilds that part of the type's rates from the stored ones and the form, and puts it. A 4xx
 * answers that form again with its values and translated messages; a save redirects (303) back.
 */
export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const id = args.params.apartmentTypeId;
  const ota = adminOtaFor(args.context);
  const rates = unwrapBackOffice(await ota.getRates(tenant.ibeUid, id), "admin: rates unavailable");
  const formData = await args.request.formData();
  const form = String(formData.get("form") ?? "");
  const answer = (lastResult: SubmissionResult<string[]>, status: number) =>
    data<Answer>({ form, lastResult }, { status });

  const submit = async (
    update: UpdateRatesInput,
    saved: Saved,
    reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  ) => {
    // The list's own rules (one bookable plan, codes once) on the list this form makes.
    const plans = update.ratePlans ? ratePlansInputSchema.safeParse(update.ratePlans) : null;
    if (plans && !plans.success) {
      const twice = plans.error.issues.some((issue) => issue.path.at(-1) === "code");
      return answer(
        twice ? reply({ fieldErrors: { code: [`${E}.codeTwice`] } }) : reply({ formErrors: [`${E}.atLeastOnePlan`] }),
        400,
      );
    }
    const result = await ota.updateRates(tenant.ibeUid, id, update);
    if (result.ok) return redirect(`${apartmentTypeAdminPath(lng, id, "rates")}?saved=${saved}`, 303);
    if (result.status === 403) unwrapBackOffice(result, "admin: rates not saved");
    if (result.code === "rate_plan_in_use") return answer(reply({ formErrors: [`${E}.planInUse`] }), 409);
    const status = failedUpstreamStatus(result, { log: "admin: rates not saved", passOn: [400], notFound: [404] });
    return answer(reply({ formErrors: [`${E}.${status === 400 ? "refused" : "failed"}`] }), status);
  };

  if (form === "prices") {
    const submission = parseWithSchema(formData, pricesFormSchema(rates.currency, rates.maxOccupancy));
    if (submission.status !== "success") return answer(submission.reply(), 400);
    return submit({ prices: submission.value }, "prices", (o) => submission.reply(o));
  }
  if (form === "remove-plan" || form === "remove-service") {
    const submission = parseWithSchema(formData, removeFormSchema);
    if (submission.status !== "success") return answer(submission.reply(), 400);
    const removed = submission.value.id;
    const reply = (o?: { formErrors?: string[] }) => submission.reply(o);
    return form === "remove-plan"
      ? submit({ ratePlans: plansWithout(rates.ratePlans, removed) }, "planRemoved", reply)
      : submit(
          { extraServices: rates.extraServices.filter((service) => service.id !== removed) },
          "serviceRemoved",
          reply,
        );
  }
  if (form === "service") {
    const submission = parseWithSchema(formData, extraServiceFormSchema(rates.currency));
    if (submission.status !== "success") return answer(submission.reply(), 400);
    return submit({ extraServices: servicesWithSaved(rates.extraServices, submission.value) }, "service", (o) =>
      submission.reply(o),
    );
  }
  const submission = parseWithSchema(formData, ratePlanFormSchema);
  if (submission.status !== "success") return answer(submission.reply(), 400);
  return submit({ ratePlans: plansWithSaved(rates.ratePlans, submission.value) }, "plan", (o) => submission.reply(o));
}

/** The form's own answer, for the form that was posted only. */
function lastResultOf(actionData: Answer | undefined, form: string) {
  return actionData?.form === form ? actionData.lastResult : undefined;
}

export default function AdminApartmentRates({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { lng, rates, choices, saved } = loaderData;
  const answered = actionData as Answer | undefined;
  return (
    <section aria-labelledby="admin-rates-title" data-testid="admin-rates">
      <title>{t("adminRates.title")}</title>
      <h1 id="admin-rates-title" className="text-2xl font-bold">
        {t("adminRates.title")}
      </h1>
      <div className="mt-3">
        <ApartmentTypeTabs lng={lng} apartmentTypeId={rates.apartmentTypeId} />
      </div>
      <p className="mt-3 max-w-3xl text-ink/80">{t("adminRates.intro", { currency: rates.currency })}</p>
      {saved ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="rates-saved">{t(`adminRates.saved.${saved}`)}</span>
        </Alert>
      ) : null}
      {answered?.form === "remove-plan" || answered?.form === "remove-service" ? (
        <Alert variant="error" className="mt-4">
          <span data-testid="rates-refused">
            {(answered.lastResult.error?.[""] ?? []).map((key) => message(key)).join(" ")}
          </span>
        </Alert>
      ) : null}

      <h2 className="mt-6 text-xl font-bold">{t("adminRates.prices.title")}</h2>
      <PricesForm
        lastResult={lastResultOf(answered, "prices")}
        defaultValue={pricesFormValuesOf(rates)}
        currency={rates.currency}
        maxOccupancy={rates.maxOccupancy}
      />

      <h2 className="mt-8 text-xl font-bold">{t("adminRates.plans.title")}</h2>
      {rates.ownRatePlans ? null : <p className="mt-2 max-w-3xl text-ink/80">{t("adminRates.plans.housePlans")}</p>}
      <RatePlanList rates={rates} answered={answered} />
      <h3 className="mt-5 text-lg font-bold">{t("adminRates.plans.addTitle")}</h3>
      <RatePlanForm formId="new-plan" lastResult={lastResultOf(answered, "new-plan")} defaultValue={NEW_PLAN_VALUES} />

      <h2 className="mt-8 text-xl font-bold">{t("adminRates.services.title")}</h2>
      <ExtraServicesSection
        services={rates.extraServices}
        choices={choices}
        currency={rates.currency}
        lastResult={lastResultOf(answered, "service")}
        lng={lng}
      />
    </section>
  );
}

function RatePlanList({ rates, answered }: { rates: AdminRates; answered: Answer | undefined }) {
  return (
    <div className="mt-3 grid gap-4">
      {rates.ratePlans.map((plan, i) => (
        <RatePlanForm
          key={plan.id}
          formId={`plan-${i + 1}`}
          planId={plan.id}
          booked={plan.booked}
          lastResult={lastResultOf(answered, `plan-${i + 1}`)}
          defaultValue={ratePlanFormValuesOf(plan)}
        />
      ))}
    </div>
  );
}
