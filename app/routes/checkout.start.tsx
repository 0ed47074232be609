import { data, redirect } from "react-router";
import { browserKeyFor } from "../.server/checkout/checkout-flow.server";
import { redirectToFirstStep } from "../.server/checkout/first-step-redirect.server";
import { startCheckout } from "../.server/checkout/start-checkout.server";
import { tenantContext } from "../.server/context.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { Alert } from "../components/ui/alert";
import { isSameSitePath } from "../domain/checkout/checkout-pages";
import { checkoutStartSchema } from "../domain/checkout/checkout-start-params";
import { upstreamPageHeaders } from "../domain/upstream/outage";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { answerHeaders } from "../navigation/loader-headers";
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
 * The offer page's Book (or Request) form posts here: the offer is validated and priced again, a
 * checkout session is created, and the guest goes to the first step. Bad input is a 400 with messages
 * and a way back to the offer.
 */
export const headers = answerHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { tenant } = context.get(tenantContext);
  const { t } = getI18n(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = checkoutStartSchema.safeParse(form);
  const title = t("checkout.start.metaTitle", { brand: tenant.name });
  const offerUrl = isSameSitePath(form.offerUrl) ? form.offerUrl : null;
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return data({ title, errors, offerUrl }, { status: 400 });
  }
  const browser = await browserKeyFor(request);
  const started = await startCheckout(context, parsed.data, browser.hash);
  if (!started.ok) {
    const status = started.status;
    return data(
      { title, errors: [started.errorKey], offerUrl },
      { status, headers: upstreamPageHeaders({ status, stale: false }) },
    );
  }
  return redirectToFirstStep(request, context, started, browser.key);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function CheckoutStart({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useT();
  const message = useMessage();
  const lng = i18n.language === "de" ? "de" : "en";
  return (
    <section className="mx-auto max-w-2xl px-4 py-10" data-testid="checkout-start">
      {actionData?.title ? <title>{actionData.title}</title> : null}
      <h1 className="text-2xl font-bold">{t("checkout.start.title")}</h1>
      <Alert variant="error" className="mt-6" title={t("checkout.start.errors.title")}>
        <ul data-testid="checkout-errors">
          {(actionData?.errors ?? ["checkout.start.errors.missing"]).map((key) => (
            <li key={key}>{message(key)}</li>
          ))}
        </ul>
      </Alert>
      <a
        href={actionData?.offerUrl ?? `/${lng}`}
        className="mt-6 inline-block rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-surface"
      >
        {actionData?.offerUrl ? t("checkout.start.back") : t("errors.backHome")}
      </a>
    </section>
  );
}
