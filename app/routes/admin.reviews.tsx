import { data, Form, Link } from "react-router";
import { reviewStatusSchema } from "../../shared/ota/reviews";
import { adminOtaFor } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { adminReviewScope } from "../.server/reviews/admin-review-scope.server";
import { fieldClass } from "../components/checkout/step-form";
import { Alert } from "../components/ui/alert";
import { brandQueryOf } from "../domain/admin/brand-query";
import { formatDate } from "../i18n/format";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.reviews";

/**
 * The brand's reviews (docs/decisions/0139), newest first, shown or hidden; each opens its page (reply,
 * hide). The platform's admin picks the brand (?brand=).
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const { tenant, brands, brandParam } = await adminReviewScope(args, url.searchParams.get("brand"));
  const lng = getLocale(args.context);
  const status = reviewStatusSchema.safeParse(url.searchParams.get("status"));
  const filter = status.success ? status.data : null;
  const title = getI18n(args.context).t("adminReviews.title");
  const result = await adminOtaFor(args.context).listReviews(tenant.ibeUid, lng, filter ?? undefined);
  const base = { lng, title, brands, brandParam, filter };
  if (!result.ok) {
    const failed = failedUpstreamStatus(result, { log: "admin: reviews unavailable" });
    return data({ ...base, reviews: null }, { status: failed });
  }
  return { ...base, reviews: result.data.items };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, brands, brandParam, reviews, filter } = loaderData;
  const brandQuery = brandQueryOf(brandParam);
  return (
    <section aria-labelledby="admin-reviews-title" data-testid="admin-reviews">
      <h1 id="admin-reviews-title" className="text-2xl font-bold">
        {t("adminReviews.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-ink/80">{t("adminReviews.intro")}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {brands ? (
          <label className="grid gap-1 text-sm font-semibold">
            {t("adminReviews.brand")}
            <select name="brand" defaultValue={brandParam ?? ""} className={fieldClass}>
              {brands.map((brand) => (
                <option key={brand.ibeUid} value={brand.ibeUid}>
                  {brand.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="grid gap-1 text-sm font-semibold">
          {t("adminReviews.statusFilter")}
          <select name="status" defaultValue={filter ?? ""} className={fieldClass}>
            <option value="">{t("adminReviews.all")}</option>
            <option value="visible">{t("adminReviews.status.visible")}</option>
            <option value="hidden">{t("adminReviews.status.hidden")}</option>
          </select>
        </label>
        <button type="submit" className="rounded-md border border-ink/30 bg-white px-3 py-2 text-sm font-semibold">
          {t("adminReviews.show")}
        </button>
      </Form>
      {reviews === null ? (
        <Alert variant="error" className="mt-6">
          {t("adminReviews.errors.failed")}
        </Alert>
      ) : reviews.length === 0 ? (
        <p className="mt-6">{t("adminReviews.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="review-rows">
            <thead>
              <tr className="border-b border-ink/20">
                <th className="py-2 pr-3">{t("adminReviews.date")}</th>
                <th className="py-2 pr-3">{t("adminReviews.booking")}</th>
                <th className="py-2 pr-3">{t("adminReviews.apartment")}</th>
                <th className="py-2 pr-3">{t("adminReviews.guest")}</th>
                <th className="py-2 pr-3">{t("adminReviews.overall")}</th>
                <th className="py-2 pr-3">{t("adminReviews.statusFilter")}</th>
              </tr>
            </thead>
            <tbody>
              {reviews.map((review) => (
                <tr
                  key={review.id}
                  className="border-b border-ink/10"
                  data-testid={`review-row-${review.bookingReference}`}
                >
                  <td className="py-2 pr-3">{formatDate(review.createdAt.slice(0, 10), lng)}</td>
                  <td className="py-2 pr-3">
                    <Link
                      to={`/${lng}/admin/reviews/${encodeURIComponent(review.id)}${brandQuery ? `?${brandQuery}` : ""}`}
                      className="font-mono font-semibold text-brand underline"
                    >
                      {review.bookingReference}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{review.apartmentTypeName}</td>
                  <td className="py-2 pr-3">{review.guestName}</td>
                  <td className="py-2 pr-3">{review.ratings.overall}/5</td>
                  <td className="py-2 pr-3">{t(`adminReviews.status.${review.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
