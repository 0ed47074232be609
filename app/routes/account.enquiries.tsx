import { data } from "react-router";
import { requesterOffers } from "../../shared/ota/rfp";
import { customerOf } from "../.server/account/customer.server";
import { adaptersOf } from "../.server/adapters.server";
import { requireUser } from "../.server/auth/session.server";
import { tenantContext } from "../.server/context.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { Alert } from "../components/ui/alert";
import { formatStayDates } from "../i18n/format";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/account.enquiries";

export const headers = noStoreHeaders;
export const handle = { protectedPage: true };
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** My enquiries: the signed-in user's enquiries at this brand, newest first, each to its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const result = await adaptersOf(context).ota.listRfps(tenant.ibeUid, { userId: customerOf(user).subject, limit: 50 });
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { log: "account: enquiries unavailable" });
    return data({ lng, enquiries: null, rfpEnabled: tenant.features.rfp }, { status });
  }
  const enquiries = result.data.items.map((rfp) => ({
    id: rfp.id,
    reference: rfp.reference,
    status: rfp.status,
    from: rfp.from,
    to: rfp.to,
    place: rfp.place.name,
    offers: requesterOffers(rfp.offers).length,
  }));
  return { lng, enquiries, rfpEnabled: tenant.features.rfp };
}

export default function AccountEnquiries({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, enquiries, rfpEnabled } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="enquiries-title" data-testid="account-enquiries">
      <title>{t("enquiry.list.metaTitle")}</title>
      <p className="text-sm">
        <a href={`/${lng}/account`} className="text-brand underline-offset-2 hover:underline">
          {t("account.title")}
        </a>
      </p>
      <h1 id="enquiries-title" className="mt-1 text-2xl font-bold sm:text-3xl">
        {t("enquiry.list.title")}
      </h1>
      {enquiries === null ? (
        <Alert variant="error" className="mt-6">
          {t("enquiry.errors.unavailable")}
        </Alert>
      ) : enquiries.length === 0 ? (
        <p className="mt-6">{t("enquiry.list.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {enquiries.map((e) => (
            <li key={e.id} className="rounded-lg border border-ink/15 p-4">
              <p className="font-semibold">
                {e.reference} · {e.place}
              </p>
              <p className="text-sm text-ink/80">
                {formatStayDates(e.from, e.to, lng)} · {t(`enquiry.status.${e.status}`)} ·{" "}
                {t("enquiry.list.offers", { count: e.offers })}
              </p>
              <a
                href={`/${lng}/account/enquiries/${encodeURIComponent(e.id)}`}
                aria-label={t("enquiry.list.viewLabel", { reference: e.reference })}
                className="mt-2 inline-block font-semibold text-brand underline"
              >
                {t("enquiry.list.view")}
              </a>
            </li>
          ))}
        </ul>
      )}
      {rfpEnabled ? (
        <p className="mt-6">
          <a href={`/${lng}/enquiry`} className="font-semibold text-brand underline">
            {t("enquiry.list.new")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
