import type { Language } from "../../../shared/tenancy/languages";
import { type CheckoutPageId, pagePath } from "../../domain/checkout/checkout-pages";
import {
  type CheckoutProgressModel,
  checkoutProgress,
  type ProgressBarState,
} from "../../domain/checkout/checkout-progress";
import { useT } from "../../i18n/use-t";
import { useDisplayMoney } from "../search/use-display-money";
import { PriceBreakdown } from "./price-breakdown";
import { useCheckoutView } from "./use-checkout-view";

const SEGMENT: Record<ProgressBarState, string> = {
  normal: "bg-black/15",
  active: "bg-brand",
  exception: "bg-red-600",
  success: "bg-emerald-600",
};

/**
 * The steps of this checkout: "Step 2 of 4", a bar with one segment per step in its state (success
 * behind, active or exception for the open step, normal ahead), and the steps by name, the completed
 * ones as links so the guest can change what was entered without retyping the rest.
 */
export function CheckoutProgress({
  progress,
  lng,
  sessionId,
}: {
  progress: CheckoutProgressModel;
  lng: Language;
  sessionId: string;
}) {
  const { t } = useT();
  const current = progress.items.find((item) => item.status === "current");
  return (
    <nav aria-label={t("checkout.progress.label")} className="mb-6" data-testid="checkout-progress">
      <p className="text-sm font-semibold" data-testid="checkout-progress-position" data-state={progress.state}>
        {progress.state === "success"
          ? t("checkout.progress.finished")
          : progress.position !== null && current
            ? t("checkout.progress.position", {
                position: progress.position,
                count: progress.count,
                step: t(`checkout.progress.steps.${current.pageId}`),
              })
            : null}
        {progress.state === "exception" ? (
          <span className="ml-2 font-normal text-red-700">{t("checkout.progress.exception")}</span>
        ) : null}
      </p>
      <div
        className="mt-2 flex gap-1"
        aria-hidden="true"
        data-testid="checkout-progress-bar"
        data-state={progress.state}
      >
        {progress.items.map((item) => (
          <span
            key={item.pageId}
            data-state={item.state}
            className={`h-1.5 flex-1 rounded-full ${SEGMENT[item.state]} ${item.state === "active" ? "animate-pulse motion-reduce:animate-none" : ""}`}
          />
        ))}
      </div>
      <ol className="mt-3 flex flex-wrap gap-2 text-sm">
        {progress.items.map((item) => {
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`inline-flex size-5 items-center justify-center rounded-full text-xs font-bold ${
                  item.state === "success"
                    ? "bg-emerald-700 text-white"
                    : item.state === "exception"
                      ? "bg-red-700 text-white"
                      : item.state === "active"
                        ? "bg-brand-fg text-brand"
                        : "border border-black/20"
                }`}
              >
                {item.state === "success" ? "✓" : item.state === "exception" ? "!" : item.number}
              </span>
              {t(`checkout.progress.steps.${item.pageId}`)}
              {item.status === "done" ? <span className="sr-only"> ({t("checkout.progress.done")})</span> : null}
            </>
          );
          const href = item.linked ? pagePath(item.pageId, { lng, sessionId }) : null;
          return (
            <li
              key={item.pageId}
              aria-current={item.status === "current" ? "step" : undefined}
              data-step={item.pageId}
              data-status={item.status}
              data-state={item.state}
              className={`rounded-full ${
                item.status === "current"
                  ? item.state === "exception"
                    ? "bg-red-50 px-3 py-1 font-semibold text-red-800 ring-1 ring-red-600"
                    : "bg-brand px-3 py-1 font-semibold text-brand-fg"
                  : item.status === "done"
                    ? "bg-surface text-ink"
                    : "border border-black/15 px-3 py-1 text-ink/70"
              }`}
            >
              {href ? (
                <a
                  href={href}
                  className="flex items-center gap-2 rounded-full px-3 py-1 underline decoration-ink/30 underline-offset-2 hover:decoration-ink"
                  data-testid={`progress-link-${item.pageId}`}
                >
                  {label}
                </a>
              ) : (
                <span className={`flex items-center gap-2 ${item.status === "done" ? "px-3 py-1" : ""}`}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The top of every checkout step: its progress (when the checkout has more than one step) and, on
 * small screens, the total with its details in a disclosure, above the form (the side panel with the
 * same breakdown sits below the form there). `failed` is the step's last submission failing.
 */
export function StepHeader({
  current,
  failed = false,
  finished = false,
}: {
  current: CheckoutPageId | null;
  failed?: boolean;
  finished?: boolean;
}) {
  const view = useCheckoutView();
  if (!view) return null;
  const progress = checkoutProgress({ steps: view.steps, current, failed, finished });
  return (
    <>
      {progress.count > 1 ? <CheckoutProgress progress={progress} lng={view.lng} sessionId={view.sessionId} /> : null}
      {view.isRfp || finished ? null : <CompactTotal />}
    </>
  );
}

/** The total and a "Details" disclosure with the price lines: phones and small tablets only. */
function CompactTotal() {
  const { t } = useT();
  const view = useCheckoutView();
  const { format } = useDisplayMoney(view?.currency ?? "EUR", view?.rates ?? null, view?.lng ?? "en");
  if (!view) return null;
  return (
    <details
      className="group mb-6 rounded-xl border border-black/10 bg-white px-4 py-3 shadow-sm lg:hidden"
      data-testid="checkout-compact-total"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-xs text-ink/70">{view.apartment.name}</span>
          <span className="font-semibold">
            {t("offer.total")}{" "}
            <span className="tabular-nums" data-testid="checkout-compact-total-amount">
              {format(view.total)}
            </span>
          </span>
        </span>
        <span className="shrink-0 text-sm font-semibold text-brand underline">
          {t("checkout.compactTotal.details")}
          <span aria-hidden="true" className="ml-1 inline-block transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="mt-3 border-t border-black/10 pt-3">
        <PriceBreakdown
          price={view.offer.price}
          extras={view.extraServicesTotal?.lines ?? []}
          extrasCurrency={view.extraServicesTotal?.currency}
          total={view.total}
          serviceNames={view.serviceNames}
          format={format}
          testId="checkout-compact-price"
        />
      </div>
    </details>
  );
}
