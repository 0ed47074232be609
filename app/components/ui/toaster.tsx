import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

export type ToastVariant = "error" | "success";
export type ToastMessage = { variant: string; messageKey: string; values?: Record<string, string>; kind: string };

const tone = (variant: string) =>
  variant === "error" ? "border-red-300 bg-red-50 text-red-950" : "border-emerald-300 bg-emerald-50 text-emerald-950";

/**
 * Shows flash messages from server responses. Before hydration (or without JavaScript) they are
 * plain status messages in the HTML; afterwards radix toasts that dismiss themselves.
 */
export function Toaster({ messages }: { messages: readonly ToastMessage[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const toasts = messages.filter((m) => m.kind === "toast");
  const alerts = messages.filter((m) => m.kind === "alert");
  const viewport = "fixed right-2 top-20 z-50 flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-2";
  if (!hydrated) {
    return toasts.length + alerts.length > 0 ? (
      <ol className={viewport} data-testid="toasts">
        {[...toasts, ...alerts].map((m, i) => (
          <li
            key={i}
            role="status"
            data-variant={m.variant}
            className={`rounded-md border p-3 shadow ${tone(m.variant)}`}
          >
            {t(m.messageKey as never, m.values)}
          </li>
        ))}
      </ol>
    ) : null;
  }
  return (
    <Toast.Provider swipeDirection="right" duration={6000} label={t("common.close")}>
      {[...toasts, ...alerts].map((m, i) => (
        <AppToast key={`${m.messageKey}-${i}`} variant={m.variant === "error" ? "error" : "success"}>
          {t(m.messageKey as never, m.values)}
        </AppToast>
      ))}
      <Toast.Viewport className={viewport} data-testid="toasts" />
    </Toast.Provider>
  );
}

/** One toast; usable directly for client-side notices inside a Toast.Provider. */
export function AppToast({ variant, children }: { variant: ToastVariant; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const Icon = variant === "error" ? CircleAlert : CircleCheck;
  return (
    <Toast.Root
      open={open}
      onOpenChange={setOpen}
      type={variant === "error" ? "foreground" : "background"}
      data-variant={variant}
      className={`flex items-start gap-3 rounded-md border p-3 shadow-lg ${tone(variant)}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <Toast.Description className="flex-1 text-sm">{children}</Toast.Description>
      <Toast.Close aria-label={t("common.close")} className="rounded p-0.5 hover:bg-black/5">
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
