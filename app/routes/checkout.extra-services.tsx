import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useMemo, useState } from "react";
import { data, Form, redirect } from "react-router";
import {
  extraServicesFormSchema,
  extraServicesTotal,
  MAX_EXTRA_SERVICE_QUANTITY,
} from "../../shared/checkout/extra-services";
import { checkoutSessionFrom, goToNextStep } from "../.server/checkout/checkout-flow.server";
import { readStepPost } from "../.server/checkout/step-post.server";
import { tenantContext } from "../.server/context.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { StepHeader } from "../components/checkout/checkout-progress";
import { FieldError, StepButtons, StepErrorAlert, submissionFailed } from "../components/checkout/step-form";
import { useCheckoutView } from "../components/checkout/use-checkout-view";
import { useDisplayMoney } from "../components/search/use-display-money";
import { type CheckoutPageId, pagePath } from "../domain/checkout/checkout-pages";
import { hasExtraServicesStep } from "../domain/checkout/checkout-steps";
import { parseWithSchema, validateFormWithSchema } from "../forms/parse-with-schema";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/checkout.extra-services";

const PAGE: CheckoutPageId = "checkout.extraServices";
export const handle = { pageId: PAGE };

export async function loader({ context }: Route.LoaderArgs) {
  const session = checkoutSessionFrom(context);
  const { tenant } = context.get(tenantContext);
  const { state, params } = session;
  const lng = getLocale(context);
  // Only reachable when this checkout has an extras step (spec: extras and the feature, or an RFP).
  if (!hasExtraServicesStep(params, tenant.features.extraServices) || !state.bookingDetails) {
    throw redirect(pagePath("checkout.booking", { lng, sessionId: session.id }) ?? `/${lng}`);
  }
  const chosen = Object.fromEntries(
    (state.extraServicesTotal?.lines ?? []).map((l) => [`quantities.${l.id}`, String(l.quantity)]),
  );
  return {
    lng,
    services: state.apartment.extraServices,
    defaults: state.entries.extraServices ?? chosen,
    stay: {
      nights: state.selectedOffer.price.nights,
      guests: state.bookingDetails?.guests ?? params.offer.guests,
      currency: state.selectedOffer.price.currency,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, post } = await readStepPost({ request, context }, { page: PAGE, entries: "extraServices" });
  if (answer) return answer;
  const { session, entered, form } = post;
  const { state } = session;
  const schema = extraServicesFormSchema({ serviceIds: state.apartment.extraServices.map((s) => s.id) });
  const submission = parseWithSchema(form, schema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), stepError: null }, { status: 400 });
  }
  const total = extraServicesTotal(submission.value.quantities, state.apartment.extraServices, {
    nights: state.selectedOffer.price.nights,
    guests: state.bookingDetails?.guests ?? session.params.offer.guests,
    currency: state.selectedOffer.price.currency,
  });
  // A card authorized for another total no longer counts (hasValidPayment): the payment step asks again.
  return goToNextStep(context, { ...entered, state: { ...entered.state, extraServicesTotal: total } }, PAGE);
}

export default function ExtraServicesStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { lng, services, stay, defaults } = loaderData;
  const view = useCheckoutView();
  const { format } = useDisplayMoney(view?.currency ?? stay.currency, view?.rates ?? null, lng);
  const schema = useMemo(() => extraServicesFormSchema({ serviceIds: services.map((s) => s.id) }), [services]);
  const [form, fields] = useForm<{ quantities: Record<string, string> }>({
    id: "extra-services",
    lastResult: actionData?.lastResult,
    // conform wants the fieldset nested: { quantities: { <id>: "2" } }, not the posted names' flat keys.
    defaultValue: {
      quantities: Object.fromEntries(
        services.flatMap((s) => {
          const value = defaults[`quantities.${s.id}`];
          return value === undefined ? [] : [[s.id, value]];
        }),
      ),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateFormWithSchema<{ quantities: Record<string, string> }>(context, schema),
  });
  const quantityFields = fields.quantities.getFieldset();
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(services.map((s) => [s.id, Number(defaults[`quantities.${s.id}`] ?? 0) || 0])),
  );
  // A guest may type before the page hydrates: start the running total from what the fields hold.
  useEffect(() => {
    const formElement = document.getElementById(form.id);
    if (!(formElement instanceof HTMLFormElement)) return;
    const typed = new FormData(formElement);
    setQuantities(Object.fromEntries(services.map((s) => [s.id, Number(typed.get(`quantities.${s.id}`) ?? 0) || 0])));
  }, [form.id, services]);
  const running = useMemo(() => {
    const valid = Object.fromEntries(
      Object.entries(quantities).map(([id, q]) => [
        id,
        Number.isInteger(q) && q >= 0 && q <= MAX_EXTRA_SERVICE_QUANTITY ? q : 0,
      ]),
    );
    return extraServicesTotal(valid, services, stay);
  }, [quantities, services, stay]);
  const names = view?.serviceNames ?? {};

  return (
    <section aria-labelledby="extras-title">
      <title>{t("checkout.extraServices.metaTitle")}</title>
      <StepHeader current={PAGE} failed={submissionFailed(actionData)} />
      <h1 id="extras-title" className="text-2xl font-bold">
        {t("checkout.extraServices.title")}
      </h1>
      <p className="mt-2 text-ink/80">{t("checkout.extraServices.intro")}</p>
      <StepErrorAlert stepError={actionData?.stepError} formErrors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6" data-testid="extras-form">
        <ul className="grid gap-3">
          {services.map((service) => {
            const field = quantityFields[service.id];
            if (!field) return null;
            return (
              <li
                key={service.id}
                className="grid grid-cols-[1fr_auto] items-center gap-3 rounded-lg border border-black/10 bg-white p-4"
                data-testid="extra-service"
              >
                <div>
                  <label htmlFor={field.id} className="font-semibold">
                    {names[service.id] ?? service.id}
                  </label>
                  <p className="text-sm text-ink/80">
                    {t(`checkout.extraServices.pricing.${service.pricing}`, {
                      price: format({ amount: service.price, currency: stay.currency }),
                    })}
                  </p>
                  <FieldError
                    id={field.errorId}
                    message={message(field.errors?.[0], { max: MAX_EXTRA_SERVICE_QUANTITY })}
                  />
                </div>
                <input
                  id={field.id}
                  name={field.name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_EXTRA_SERVICE_QUANTITY}
                  defaultValue={field.initialValue ?? "0"}
                  aria-invalid={field.errors ? true : undefined}
                  aria-describedby={field.errors ? field.errorId : undefined}
                  onChange={(event) => {
                    const value = Number(event.currentTarget.value);
                    setQuantities((current) => ({ ...current, [service.id]: value }));
                  }}
                  className="w-20 rounded-md border border-ink/30 px-3 py-2 text-right"
                />
              </li>
            );
          })}
        </ul>
        <p className="text-right text-lg" aria-live="polite" data-testid="extras-total">
          {t("checkout.extraServices.total")}:{" "}
          <strong>{format({ amount: running.amount, currency: running.currency })}</strong>
        </p>
        <StepButtons backLabel={t("checkout.back")} nextLabel={t("checkout.continue")} />
      </Form>
    </section>
  );
}
