import type { SubmissionResult } from "@conform-to/react";
import { data, Link, redirect } from "react-router";
import { adminHousePage } from "../.server/admin/back-office-houses.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { apartmentTypeAdminPath } from "../components/admin/apartment-type-tabs";
import { ApartmentTypeForm } from "../components/admin/houses/apartment-type-form";
import {
  apartmentTypeFormSchema,
  apartmentTypeRequestOf,
  NEW_APARTMENT_TYPE_VALUES,
} from "../domain/admin/apartment-type-form";
import { parseWithSchema } from "../forms/parse-with-schema";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.apartment-new";

const E = "adminHouses.errors";

/** A new apartment type under a house of the acting brand. */
export async function loader(args: Route.LoaderArgs) {
  const { lng, house } = await adminHousePage(args, args.params.propertyId);
  return { lng, title: house.name, house: { id: house.id, name: house.name, currency: house.currency } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const { tenant, ota, lng, house } = await adminHousePage(args, args.params.propertyId);
  const submission = parseWithSchema(await args.request.formData(), apartmentTypeFormSchema);
  const answer = (lastResult: SubmissionResult<string[]>, status: number) => data({ lastResult }, { status });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const result = await ota.createApartmentType(tenant.ibeUid, {
    propertyId: house.id,
    ...apartmentTypeRequestOf(submission.value, house.currency),
  });
  if (result.ok) return redirect(`${apartmentTypeAdminPath(lng, result.data.id)}?done=created`, 303);
  const status = failedUpstreamStatus(result, { log: "admin: apartment type not created", passOn: [400] });
  return answer(submission.reply({ formErrors: [`${E}.${status === 400 ? "refused" : "failed"}`] }), status);
}

export default function AdminApartmentNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, house } = loaderData;
  return (
    <section aria-labelledby="admin-apartment-new-title">
      <p className="text-sm">
        <Link to={`/${lng}/admin/houses/${house.id}`} className="text-brand underline">
          {house.name}
        </Link>
      </p>
      <h1 id="admin-apartment-new-title" className="mt-2 text-2xl font-bold">
        {t("adminHouses.newApartmentType")}
      </h1>
      <ApartmentTypeForm
        id="new-apartment-type-form"
        lastResult={actionData?.lastResult}
        defaultValue={NEW_APARTMENT_TYPE_VALUES}
        currency={house.currency}
        submitLabel={t("adminHouses.create")}
        lng={lng}
      />
    </section>
  );
}
