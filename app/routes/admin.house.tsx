import type { SubmissionResult } from "@conform-to/react";
import { data, Link, redirect } from "react-router";
import { adminHousePage, housePosition, unwrapBackOffice } from "../.server/admin/back-office-houses.server";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { apartmentTypeAdminPath } from "../components/admin/apartment-type-tabs";
import { ActiveToggleForm } from "../components/admin/houses/active-toggle-form";
import { ChangeHistoryList } from "../components/admin/houses/change-history-list";
import { HouseForm } from "../components/admin/houses/house-form";
import { Alert } from "../components/ui/alert";
import { houseFormSchema, houseFormValuesOf, houseRequestOf } from "../domain/admin/house-form";
import { parseWithSchema } from "../forms/parse-with-schema";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.house";

const E = "adminHouses.errors";
const DONE = ["created", "saved", "deactivated", "reactivated"] as const;

/** One house: its details to edit, its apartment types, deactivation, and its history (newest first). */
export async function loader(args: Route.LoaderArgs) {
  const { tenant, ota, lng, house } = await adminHousePage(args, args.params.propertyId);
  const history = await ota.houseHistory(tenant.ibeUid, house.id);
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    lng,
    title: house.name,
    house,
    history: history.ok ? history.data.items : null,
    done: DONE.find((value) => value === done) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const ota = adminOtaFor(args.context);
  const id = args.params.propertyId;
  const formData = await args.request.formData();
  const back = (done: (typeof DONE)[number]) =>
    redirect(`/${lng}/admin/houses/${encodeURIComponent(id)}?done=${done}`, 303);
  const intent = formData.get("intent");
  if (intent === "deactivate" || intent === "reactivate") {
    const result = await ota.updateHouse(tenant.ibeUid, id, { active: intent === "reactivate" });
    unwrapBackOffice(result, "admin: house not (de)activated");
    return back(intent === "reactivate" ? "reactivated" : "deactivated");
  }
  const submission = parseWithSchema(formData, houseFormSchema);
  const answer = (lastResult: SubmissionResult<string[]>, status: number) => data({ lastResult }, { status });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const position = await housePosition(args.context, submission.value, lng);
  if (!position) return answer(submission.reply({ fieldErrors: { lat: [`${E}.positionNotFound`] } }), 400);
  const { ownerIbeUid: _owner, ...request } = houseRequestOf(submission.value, position);
  const result = await ota.updateHouse(tenant.ibeUid, id, request);
  if (result.ok) return back("saved");
  if (result.status === 403) unwrapBackOffice(result, "admin: house not saved");
  const status = failedUpstreamStatus(result, { log: "admin: house not saved", passOn: [400], notFound: [404] });
  return answer(submission.reply({ formErrors: [`${E}.${status === 400 ? "refused" : "failed"}`] }), status);
}

export default function AdminHouse({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, house, history, done } = loaderData;
  return (
    <section aria-labelledby="admin-house-title" data-testid="admin-house">
      <p className="text-sm">
        <Link to={`/${lng}/admin/houses`} className="text-brand underline">
          {t("adminHouses.backToList")}
        </Link>
      </p>
      <h1 id="admin-house-title" className="mt-2 text-2xl font-bold">
        {house.name}
      </h1>
      <p className="text-ink/70">
        {house.address.city}, {house.address.country} · {house.currency} ·{" "}
        <span data-testid="house-status">{t(house.active ? "adminHouses.active" : "adminHouses.inactive")}</span>
      </p>
      {done ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="house-done">{t(`adminHouses.done.${done}`)}</span>
        </Alert>
      ) : null}

      <section aria-labelledby="house-types-title" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="house-types-title" className="text-xl font-bold">
            {t("adminHouses.apartmentTypes")}
          </h2>
          <Link
            to={`/${lng}/admin/houses/${house.id}/apartments/new`}
            className="rounded-md border border-brand bg-white px-3 py-1.5 text-sm font-semibold text-brand"
            data-testid="new-apartment-type"
          >
            {t("adminHouses.newApartmentType")}
          </Link>
        </div>
        {house.apartmentTypes.length === 0 ? (
          <p className="mt-2">{t("adminHouses.noApartmentTypes")}</p>
        ) : (
          <ul className="mt-2 grid gap-2" data-testid="apartment-type-list">
            {house.apartmentTypes.map((type) => (
              <li key={type.id} className="rounded border border-black/15 bg-white p-2">
                <Link
                  to={apartmentTypeAdminPath(lng, type.id, "details")}
                  className="font-semibold text-brand underline"
                >
                  {type.name[lng]}
                </Link>{" "}
                · {t("adminHouses.unitsCount", { count: type.units })} ·{" "}
                {t(type.active ? "adminHouses.active" : "adminHouses.inactive")}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="house-edit-title" className="mt-8">
        <h2 id="house-edit-title" className="text-xl font-bold">
          {t("adminHouses.details")}
        </h2>
        <HouseForm
          id="edit-house-form"
          lastResult={actionData?.lastResult}
          defaultValue={houseFormValuesOf(house)}
          submitLabel={t("adminHouses.save")}
          lng={lng}
        />
      </section>

      <ActiveToggleForm active={house.active} hint={t("adminHouses.deactivateHint")} testId="house-toggle-active" />

      <section aria-labelledby="house-history-title" className="mt-8">
        <h2 id="house-history-title" className="text-xl font-bold">
          {t("adminHouses.history.title")}
        </h2>
        {history === null ? (
          <Alert variant="error" className="mt-3">
            {t("adminHouses.errors.unavailable")}
          </Alert>
        ) : (
          <ChangeHistoryList entries={history} lng={lng} />
        )}
      </section>
    </section>
  );
}
