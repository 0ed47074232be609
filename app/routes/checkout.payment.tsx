import { data, Form, redirect } from "react-router";
import { validateDbi } from "../../shared/payments/dbi";
import { adaptersOf } from "../.server/adapters.server";
import { airplusOptions } from "../.server/checkout/airplus.server";
import { prepareCardPayment } from "../.server/checkout/card-payment.server";
import { checkoutSessionFrom, goToNextStep } from "../.server/checkout/checkout-flow.server";
import { readStepPost } from "../.server/checkout/step-post.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { CardEntry, MaskedCardLine } from "../components/checkout/card-entry";
import { StepHeader } from "../components/checkout/checkout-progress";
import { DbiFields } from "../components/checkout/dbi-fields";
import {
  FieldError,
  fieldClass,
  StepButtons,
  StepErrorAlert,
  submissionFailed,
} from "../components/checkout/step-form";
import { type CheckoutPageId, pagePath } from "../domain/checkout/checkout-pages";
import { checkoutTotal, hasValidPayment, missingStepBefore } from "../domain/checkout/checkout-session";
import { DBI_PREFIX, dbiValuesOf, paymentStepMethod, savedCardPayment } from "../domain/checkout/payment-step";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/checkout.payment";

const PAGE = "checkout.paymentInformations" satisfies CheckoutPageId;
export const handle = { pageId: PAGE };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = checkoutSessionFrom(context);
  const lng = getLocale(context);
  const missing = missingStepBefore(session, PAGE);
  if (missing) throw redirect(pagePath(missing, { lng, sessionId: session.id }) ?? `/${lng}`);
  const method = paymentStepMethod(session.state.bookingDetails);
  const entered = session.state.entries.payment ?? {};
  const companyId = new URL(request.url).searchParams.get("company") ?? entered.company ?? null;
  const [card, airplus] = await Promise.all([
    prepareCardPayment(request, context, session),
    method === "airplus" ? airplusOptions(context, companyId) : Promise.resolve(null),
  ]);
  return {
    method,
    sessionId: session.id,
    card: card.view,
    airplus,
    companyId: companyId ?? "",
    defaults: entered,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, post } = await readStepPost({ request, context }, { page: PAGE, entries: "payment" });
  if (answer) return answer;
  const { session, entered, values, intent } = post;
  const lng = getLocale(context);
  const self = pagePath(PAGE, { lng, sessionId: session.id }) ?? `/${lng}`;
  if (intent === "changeCard") {
    await adaptersOf(context).checkoutStore.save({
      ...entered,
      state: { ...entered.state, payment: null, cardTransaction: null },
    });
    return redirect(self, 303);
  }

  const method = paymentStepMethod(session.state.bookingDetails);
  const errors: Record<string, string> = {};
  let payment = hasValidPayment(session.state) ? session.state.payment : null;
  let dbi: Record<string, string> | undefined;
  if (method === "airplus") {
    const options = await airplusOptions(context, values.company ?? null);
    if (!options.available) {
      return data({ errors, message: "checkout.payment.unavailable", values }, { status: 502 });
    }
    const savedToken = values.savedCard;
    if (savedToken) {
      const saved = options.company?.cards.find((c) => c.token === savedToken);
      if (!saved) errors.savedCard = "checkout.payment.savedCardUnknown";
      else payment = savedCardPayment(saved, checkoutTotal(session.state));
    }
    const checked = validateDbi({ fields: options.fields }, dbiValuesOf(values));
    if (checked.ok) dbi = checked.values as Record<string, string>;
    else for (const [code, key] of Object.entries(checked.errors)) errors[`${DBI_PREFIX}${code}`] = key;
  }
  if (!payment && !errors.savedCard) errors.card = "checkout.payment.cardRequired";
  if (Object.keys(errors).length > 0) {
    await adaptersOf(context).checkoutStore.save(entered);
    return data({ errors, message: null, values }, { status: 400 });
  }
  const next = {
    ...entered,
    state: { ...entered.state, payment: payment ? { ...payment, ...(dbi ? { dbi } : {}) } : null },
  };
  return goToNextStep(context, next, PAGE);
}

export default function PaymentStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const fieldMessage = useMessage();
  const { method, card, airplus, sessionId } = loaderData;
  const values = (actionData && "values" in actionData ? actionData.values : null) ?? loaderData.defaults;
  const errors: Record<string, string> =
    actionData && "errors" in actionData ? (actionData.errors as Record<string, string>) : {};
  const message = (actionData && "message" in actionData ? actionData.message : null) ?? card.message;
  const stepError = actionData && "stepError" in actionData ? actionData.stepError : null;
  const formId = "payment-form";
  const awaitingCard = method === "card" && !card.card && Boolean(card.cardPageUrl);
  return (
    <section aria-labelledby="payment-title">
      <title>{t("checkout.payment.metaTitle")}</title>
      <StepHeader current={PAGE} failed={submissionFailed(actionData) || Boolean(card.message)} />
      <h1 id="payment-title" className="text-2xl font-bold">
        {t(method === "airplus" ? "checkout.payment.airplusTitle" : "checkout.payment.title")}
      </h1>
      <StepErrorAlert stepError={stepError ?? message} />

      {method === "airplus" && airplus ? (
        <div className="mt-6 grid gap-4 rounded-xl border border-black/10 bg-white p-5">
          <h2 className="text-lg font-semibold">{t("checkout.payment.savedCardsTitle")}</h2>
          <Form method="get" className="flex flex-wrap items-end gap-3" data-testid="company-lookup">
            <input type="hidden" name="id" value={sessionId} />
            <div className="grow">
              <label htmlFor="company" className="text-sm font-semibold">
                {t("checkout.payment.companyId")}
              </label>
              <input id="company" name="company" defaultValue={loaderData.companyId} className={fieldClass} />
            </div>
            <button type="submit" className="rounded-md border border-brand px-4 py-2 font-semibold text-brand">
              {t("checkout.payment.findCards")}
            </button>
          </Form>
          {airplus.companyError ? <FieldError id="company-error" message={t(airplus.companyError)} /> : null}
          {airplus.company ? (
            <fieldset form={formId} aria-describedby={errors.savedCard ? "saved-card-error" : undefined}>
              <legend className="text-sm font-semibold">
                {t("checkout.payment.savedCardsOf", { company: airplus.company.name })}
              </legend>
              <div className="mt-2 grid gap-2">
                {airplus.company.cards.map((saved) => (
                  <label key={saved.token} className="flex items-center gap-3 rounded-lg border border-black/15 p-3">
                    <input
                      type="radio"
                      form={formId}
                      name="savedCard"
                      value={saved.token}
                      defaultChecked={values.savedCard === saved.token}
                      className="size-4"
                    />
                    <MaskedCardLine card={saved} />
                  </label>
                ))}
              </div>
              <FieldError id="saved-card-error" message={fieldMessage(errors.savedCard)} />
            </fieldset>
          ) : null}
        </div>
      ) : null}

      <div className="mt-6">
        {card.card ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4">
            <p data-testid="card-accepted">
              {t("checkout.payment.cardAccepted")} <MaskedCardLine card={card.card} />
            </p>
            <Form method="post">
              <button type="submit" name="intent" value="changeCard" className="text-sm underline">
                {t("checkout.payment.changeCard")}
              </button>
            </Form>
          </div>
        ) : card.cardPageUrl ? (
          <CardEntry url={card.cardPageUrl} title={t("checkout.payment.cardFrameTitle")} />
        ) : null}
        <FieldError id="card-error" message={fieldMessage(errors.card)} />
      </div>

      <Form method="post" id={formId} noValidate className="mt-6 grid gap-6" data-testid="payment-form">
        <input type="hidden" name="company" value={airplus?.company?.id ?? ""} />
        {method === "airplus" && airplus && airplus.fields.length > 0 ? (
          <DbiFields fields={airplus.fields} values={values} errors={errors} prefix={DBI_PREFIX} />
        ) : null}
        {awaitingCard ? (
          <p className="text-sm text-ink/80" data-testid="confirm-card-first">
            {t("checkout.payment.confirmCardFirst")}
          </p>
        ) : null}
        {/* One primary action: while the card is still to be entered, that is the card form's own button. */}
        <StepButtons backLabel={t("checkout.back")} nextLabel={awaitingCard ? undefined : t("checkout.continue")} />
      </Form>
    </section>
  );
}
