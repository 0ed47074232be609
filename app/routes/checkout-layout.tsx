import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import {
  checkoutSessionFrom,
  currentCheckoutSession,
  loadCheckoutSession,
} from "../.server/checkout/checkout-flow.server";
import { checkoutView } from "../.server/checkout/checkout-view.server";
import { assertCheckoutCompanyCode } from "../.server/company/checkout-company-code.server";
import { StaySummary } from "../components/checkout/stay-summary";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/checkout-layout";

/** Loads the session named by `?id=` once per request, for this layout and the step below it. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await loadCheckoutSession(request, context);
    await assertCheckoutCompanyCode(context, currentCheckoutSession(context));
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return checkoutView(request, context, checkoutSessionFrom(context));
}

/** Every step shows the guest's stay and details, and the expired page is no page to keep: no-store. */
export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export type CheckoutHandle = { pageId: string };

/** Each step renders its own progress (StepHeader), which knows whether the step's last post failed. */
export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Outlet />
        </div>
        <StaySummary view={loaderData} />
      </div>
    </div>
  );
}

/** An unknown, expired or other tenant's session: a translated page that leads back to the offer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t, i18n } = useT();
  const message = useMessage();
  const lng = i18n.language;
  if (!isRouteErrorResponse(error) || error.data?.reason !== "checkout-expired") throw error;
  const offerUrl: string | null = error.data.offerUrl;
  const company: { key: string; code: string } | undefined = error.data.companyProblem;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12" data-testid="checkout-expired">
      <title>{t("checkout.expired.title")}</title>
      <h1 className="text-2xl font-bold">{t("checkout.expired.title")}</h1>
      {company ? (
        <p className="mt-3 text-ink/80" data-testid="company-code-problem">
          {message(company.key, { code: company.code })}
        </p>
      ) : (
        <p className="mt-3 text-ink/80">{t("checkout.expired.body")}</p>
      )}
      <a
        href={offerUrl ?? `/${lng}`}
        className="mt-6 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg hover:opacity-90"
        data-testid="checkout-expired-back"
      >
        {offerUrl ? t("checkout.expired.backToOffer") : t("errors.backHome")}
      </a>
    </section>
  );
}
