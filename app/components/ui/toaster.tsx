import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "../../i18n/use-t";
import { TOAST_INLINE_CLASS, type ToastMessage, toastTone } from "./toast-style";

// Radix toasts load only when there is something to show: most pages have no message.
const RadixToasts = lazy(() => import("./radix-toasts"));

/**
 * Shows flash messages from server responses. Before hydration (or without JavaScript) they are
 * plain status messages in the HTML at the top of the main content; afterwards radix toasts that
 * dismiss themselves. Rendered where the page's alerts are (SiteShell).
 */
export function Toaster({ messages }: { messages: readonly ToastMessage[] }) {
  const { t } = useT();
  const hydrated = useHydrated();
  if (messages.length === 0) return null;
  const fallback = (
    // Plain boxes, not a list: a list item cannot be a status region (axe: aria-allowed-role, list).
    <div className={TOAST_INLINE_CLASS} data-testid="toasts">
      {messages.map((m, i) => (
        <div
          key={i}
          role="status"
          data-variant={m.variant}
          // Closes without JavaScript: the close control is a checkbox, and a ticked one hides the message.
          className={`flex items-start gap-3 rounded-md border p-3 shadow-lg has-[:checked]:hidden ${toastTone(m.variant)}`}
        >
          <span className="flex-1 text-sm">{t(m.messageKey, { replace: m.values })}</span>
          <label className="cursor-pointer rounded px-1 leading-none hover:bg-black/5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--accent)]">
            <input type="checkbox" className="sr-only" aria-label={t("common.close")} />
            <span aria-hidden="true" className="text-lg">
              ×
            </span>
          </label>
        </div>
      ))}
    </div>
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RadixToasts messages={messages} />
    </Suspense>
  );
}
