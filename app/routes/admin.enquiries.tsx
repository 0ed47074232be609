import { data, Form } from "react-router";
import { requesterOffers, rfpStatusSchema } from "../../shared/ota/rfp";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { Alert } from "../components/ui/alert";
import { enquiryAgeDays } from "../domain/enquiry/enquiry-age";
import { formatStayDates } from "../i18n/format";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.enquiries";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The operators' enquiries: newest first, by status (`?status=`), with age and requester. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const status = rfpStatusSchema.safeParse(new URL(args.request.url).searchParams.get("status"));
  const result = await adminOtaFor(args.context).adminListRfps(tenant.ibeUid, {
    limit: 100,
    ...(status.success ? { status: status.data } : {}),
  });
  if (!result.ok) {
    const failed = failedUpstreamStatus(result, { log: "admin: enquiries unavailable" });
    return data({ lng, status: status.data ?? null, enquiries: null }, { status: failed });
  }
  const now = new Date();
  const enquiries = result.data.items.map((rfp) => ({
    id: rfp.id,
    reference: rfp.reference,
    status: rfp.status,
    company: rfp.contact.company ?? null,
    name: rfp.contact.name,
    from: rfp.from,
    to: rfp.to,
    ageDays: enquiryAgeDays(rfp.createdAt, now),
    offers: rfp.offers.length,
    sent: requesterOffers(rfp.offers).length,
  }));
  return { lng, status: status.data ?? null, enquiries };
}

export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, status, enquiries } = loaderData;
  return (
    <section aria-labelledby="admin-enquiries-title" data-testid="admin-enquiries">
      <title>{t("adminEnquiries.metaTitle")}</title>
      <h1 id="admin-enquiries-title" className="text-2xl font-bold">
        {t("adminEnquiries.title")}
      </h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="enquiry-status" className="block text-sm font-semibold">
            {t("adminEnquiries.filter.label")}
          </label>
          <select
            id="enquiry-status"
            name="status"
            defaultValue={status ?? ""}
            className="mt-1 rounded-md border border-ink/30 bg-white px-3 py-2"
          >
            <option value="">{t("adminEnquiries.filter.all")}</option>
            {rfpStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {t(`enquiry.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md border border-ink/30 bg-white px-4 py-2 font-semibold">
          {t("adminEnquiries.filter.apply")}
        </button>
      </Form>
      {enquiries === null ? (
        <Alert variant="error" className="mt-6">
          {t("adminEnquiries.errors.unavailable")}
        </Alert>
      ) : enquiries.length === 0 ? (
        <p className="mt-6">{t("adminEnquiries.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-b border-ink/20">
                <th scope="col" className="py-2 pr-3">
                  {t("adminEnquiries.columns.reference")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("adminEnquiries.columns.requester")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("adminEnquiries.columns.received")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("adminEnquiries.columns.stay")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("adminEnquiries.columns.status")}
                </th>
                <th scope="col" className="py-2">
                  {t("adminEnquiries.columns.offers")}
                </th>
              </tr>
            </thead>
            <tbody>
              {enquiries.map((e) => (
                <tr key={e.id} className="border-b border-ink/10" data-testid="admin-enquiry-row">
                  <td className="py-2 pr-3">
                    <a
                      href={`/${lng}/admin/enquiries/${encodeURIComponent(e.id)}`}
                      aria-label={t("adminEnquiries.open", { reference: e.reference })}
                      className="font-semibold text-brand underline"
                    >
                      {e.reference}
                    </a>
                  </td>
                  <td className="py-2 pr-3">
                    {e.company ? <span className="block font-semibold">{e.company}</span> : null}
                    {e.name}
                  </td>
                  <td className="py-2 pr-3">
                    {e.ageDays === 0
                      ? t("adminEnquiries.age.today")
                      : t("adminEnquiries.age.days", { count: e.ageDays })}
                  </td>
                  <td className="py-2 pr-3">{formatStayDates(e.from, e.to, lng)}</td>
                  <td className="py-2 pr-3">{t(`enquiry.status.${e.status}`)}</td>
                  <td className="py-2">
                    {e.sent}/{e.offers}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
