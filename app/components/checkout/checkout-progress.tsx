import { useTranslation } from "react-i18next";
import type { CheckoutPageId } from "~/domain/checkout/checkout-pages";

/** The steps of this checkout, the current one marked for sight and for screen readers. */
export function CheckoutProgress({ steps, current }: { steps: readonly CheckoutPageId[]; current: string | null }) {
  const { t } = useTranslation();
  const index = current ? (steps as readonly string[]).indexOf(current) : -1;
  return (
    <nav aria-label={t("checkout.progress.label")} className="mb-6">
      <ol className="flex flex-wrap gap-2 text-sm" data-testid="checkout-progress">
        {steps.map((step, position) => {
          const state = position < index ? "done" : position === index ? "current" : "todo";
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              data-step={step}
              className={`flex items-center gap-2 rounded-full px-3 py-1 ${
                state === "current"
                  ? "bg-brand font-semibold text-brand-fg"
                  : state === "done"
                    ? "bg-surface text-ink"
                    : "border border-black/15 text-ink/70"
              }`}
            >
              <span aria-hidden="true">{position + 1}.</span>
              {t(`checkout.progress.steps.${step}`)}
              {state === "done" ? <span className="sr-only"> ({t("checkout.progress.done")})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
