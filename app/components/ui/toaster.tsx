import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

export type ToastMessage = { variant: string; messageKey: string; values?: Record<string, string>; kind: string };

export const toastTone = (variant: string) =>
  variant === "error" ? "border-red-300 bg-red-50 text-red-950" : "border-emerald-300 bg-emerald-50 text-emerald-950";

export const TOAST_VIEWPORT_CLASS = "fixed right-2 top-20 z-50 flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-2";

// Radix toasts load only when there is something to show: most pages have no message.
const RadixToasts = lazy(() => import("./radix-toasts"));

/**
 * Shows flash messages from server responses. Before hydration (or without JavaScript) they are
 * plain status messages in the HTML; afterwards radix toasts that dismiss themselves.
 */
export function Toaster({ messages }: { messages: readonly ToastMessage[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (messages.length === 0) return null;
  const fallback = (
    <ol className={TOAST_VIEWPORT_CLASS} data-testid="toasts">
      {messages.map((m, i) => (
        <li
          key={i}
          role="status"
          data-variant={m.variant}
          className={`rounded-md border p-3 shadow ${toastTone(m.variant)}`}
        >
          {t(m.messageKey as never, m.values)}
        </li>
      ))}
    </ol>
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RadixToasts messages={messages} />
    </Suspense>
  );
}
