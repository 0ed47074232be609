import type { SubmissionResult } from "@conform-to/react";
import { data, Link, redirect } from "react-router";
import { unitsBelowBookingsDetailsSchema } from "../../shared/ota/back-office-houses";
import { adminApartmentTypePage, unwrapBackOffice } from "../.server/admin/back-office-houses.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { ApartmentTypeTabs, apartmentTypeAdminPath } from "../components/admin/apartment-type-tabs";
import { ActiveToggleForm } from "../components/admin/houses/active-toggle-form";
import { ApartmentTypeForm } from "../components/admin/houses/apartment-type-form";
import { Alert } from "../components/ui/alert";
import {
  apartmentTypeFormSchema,
  apartmentTypeFormValuesOf,
  apartmentTypeRequestOf,
} from "../domain/admin/apartment-type-form";
import { parseWithSchema } from "../forms/parse-with-schema";
import { formatDate } from "../i18n/format";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.apartment";

const E = "adminHouses.errors";
const DONE = ["created", "saved", "deactivated", "reactivated"] as const;

/** One apartment type's details to edit, and its deactivation. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant, ota, lng, type, title } = await adminApartmentTypePage(args, args.params.apartmentTypeId);
  const house = await ota.getHouse(tenant.ibeUid, type.propertyId);
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    lng,
    title,
    type,
    houseName: house.ok ? house.data.name : null,
    done: DONE.find((value) => value === done) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const { tenant, ota, lng, type } = await adminApartmentTypePage(args, args.params.apartmentTypeId);
  const id = type.id;
  const formData = await args.request.formData();
  const back = (done: (typeof DONE)[number]) => redirect(`${apartmentTypeAdminPath(lng, id)}?done=${done}`, 303);
  const intent = formData.get("intent");
  if (intent === "deactivate" || intent === "reactivate") {
    const result = await ota.updateApartmentType(tenant.ibeUid, id, { active: intent === "reactivate" });
    unwrapBackOffice(result, "admin: apartment type not (de)activated");
    return back(intent === "reactivate" ? "reactivated" : "deactivated");
  }
  const submission = parseWithSchema(formData, apartmentTypeFormSchema);
  const answer = (lastResult: SubmissionResult<string[]>, status: number, nights: string[] = []) =>
    data({ lastResult, nights }, { status });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const result = await ota.updateApartmentType(
    tenant.ibeUid,
    id,
    apartmentTypeRequestOf(submission.value, type.currency),
  );
  if (result.ok) return back("saved");
  if (result.status === 403) unwrapBackOffice(result, "admin: apartment type not saved");
  if (result.code === "units_below_bookings") {
    const details = unitsBelowBookingsDetailsSchema.safeParse(result.details);
    const nights = details.success ? details.data.nights : [];
    return answer(submission.reply({ fieldErrors: { units: [`${E}.unitsBelowBookings`] } }), 409, nights);
  }
  const status = failedUpstreamStatus(result, {
    log: "admin: apartment type not saved",
    passOn: [400],
    notFound: [404],
  });
  return answer(submission.reply({ formErrors: [`${E}.${status === 400 ? "refused" : "failed"}`] }), status);
}

export default function AdminApartment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, type, houseName, done } = loaderData;
  const nights = actionData?.nights ?? [];
  return (
    <section aria-labelledby="admin-apartment-title" data-testid="admin-apartment">
      <p className="text-sm">
        <Link to={`/${lng}/admin/houses/${type.propertyId}`} className="text-brand underline">
          {houseName ?? t("adminHouses.backToHouse")}
        </Link>
      </p>
      <h1 id="admin-apartment-title" className="mt-2 text-2xl font-bold">
        {type.name[lng]}
      </h1>
      <p className="mb-3 text-ink/70">
        <span data-testid="apartment-status">{t(type.active ? "adminHouses.active" : "adminHouses.inactive")}</span>
      </p>
      <ApartmentTypeTabs lng={lng} apartmentTypeId={type.id} />
      {done ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="apartment-done">{t(`adminHouses.done.${done}`)}</span>
        </Alert>
      ) : null}
      {nights.length > 0 ? (
        <Alert variant="error" className="mt-4">
          <span data-testid="units-below-bookings">
            {t("adminHouses.unitsBelowBookingsNights", {
              nights: nights.map((night) => formatDate(night, lng)).join(", "),
            })}
          </span>
        </Alert>
      ) : null}
      <ApartmentTypeForm
        id="edit-apartment-type-form"
        lastResult={actionData?.lastResult}
        defaultValue={apartmentTypeFormValuesOf(type)}
        currency={type.currency}
        submitLabel={t("adminHouses.save")}
        lng={lng}
      />
      <ActiveToggleForm
        active={type.active}
        hint={t("adminHouses.deactivateTypeHint")}
        testId="apartment-toggle-active"
      />
    </section>
  );
}
