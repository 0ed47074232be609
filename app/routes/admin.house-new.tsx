import type { SubmissionResult } from "@conform-to/react";
import { data, Link, redirect } from "react-router";
import { housePosition } from "../.server/admin/back-office-houses.server";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { brandNames } from "../.server/brands/brand-store.server";
import { cloudflareContext } from "../.server/context.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { HouseForm } from "../components/admin/houses/house-form";
import { houseFormSchema, houseRequestOf, NEW_HOUSE_VALUES } from "../domain/admin/house-form";
import { parseWithSchema } from "../forms/parse-with-schema";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.house-new";

const E = "adminHouses.errors";

/** A new house of the acting brand (the platform's admin chooses the brand). */
export async function loader(args: Route.LoaderArgs) {
  const { tenant, platform } = await requireAdmin(args);
  return {
    lng: getLocale(args.context),
    title: getI18n(args.context).t("adminHouses.newHouse"),
    owners: platform ? await brandNames(args.context.get(cloudflareContext).env) : null,
    defaultOwner: tenant.ibeUid,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const { tenant, platform } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const submission = parseWithSchema(await args.request.formData(), houseFormSchema);
  const answer = (lastResult: SubmissionResult<string[]>, status: number) => data({ lastResult }, { status });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const position = await housePosition(args.context, submission.value, lng);
  if (!position) return answer(submission.reply({ fieldErrors: { lat: [`${E}.positionNotFound`] } }), 400);
  const request = houseRequestOf(
    { ...submission.value, ownerIbeUid: platform ? submission.value.ownerIbeUid : undefined },
    position,
  );
  const result = await adminOtaFor(args.context).createHouse(tenant.ibeUid, request);
  if (result.ok) return redirect(`/${lng}/admin/houses/${result.data.id}?done=created`, 303);
  const status = failedUpstreamStatus(result, { log: "admin: house not created", passOn: [400, 403] });
  return answer(submission.reply({ formErrors: [`${E}.${status === 400 ? "refused" : "failed"}`] }), status);
}

export default function AdminHouseNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, owners, defaultOwner } = loaderData;
  return (
    <section aria-labelledby="admin-house-new-title">
      <p className="text-sm">
        <Link to={`/${lng}/admin/houses`} className="text-brand underline">
          {t("adminHouses.backToList")}
        </Link>
      </p>
      <h1 id="admin-house-new-title" className="mt-2 text-2xl font-bold">
        {t("adminHouses.newHouse")}
      </h1>
      <HouseForm
        id="new-house-form"
        lastResult={actionData?.lastResult}
        defaultValue={{ ...NEW_HOUSE_VALUES, ownerIbeUid: defaultOwner }}
        owners={owners ?? undefined}
        submitLabel={t("adminHouses.create")}
        lng={lng}
      />
    </section>
  );
}
