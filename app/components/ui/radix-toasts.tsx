import { Toast } from "radix-ui";
import { useState } from "react";
import { UiIcon } from "~/components/icons/ui-icon";
import { useT } from "~/i18n/use-t";
import { TOAST_VIEWPORT_CLASS, type ToastMessage, toastTone } from "./toast-style";

export type ToastVariant = "error" | "success";

/** Flash messages as radix toasts: announced, swipeable, dismissed after a while. */
export default function RadixToasts({ messages }: { messages: readonly ToastMessage[] }) {
  const { t } = useT();
  return (
    <Toast.Provider swipeDirection="right" duration={6000} label={t("common.close")}>
      {messages.map((m, i) => (
        <AppToast key={`${m.messageKey}-${i}`} variant={m.variant === "error" ? "error" : "success"}>
          {t(m.messageKey, { replace: m.values })}
        </AppToast>
      ))}
      <Toast.Viewport className={TOAST_VIEWPORT_CLASS} data-testid="toasts" />
    </Toast.Provider>
  );
}

/** One toast; usable directly for client-side notices inside a Toast.Provider. */
export function AppToast({ variant, children }: { variant: ToastVariant; children: React.ReactNode }) {
  const { t } = useT();
  const [open, setOpen] = useState(true);
  return (
    <Toast.Root
      open={open}
      onOpenChange={setOpen}
      type={variant === "error" ? "foreground" : "background"}
      data-variant={variant}
      className={`flex items-start gap-3 rounded-md border p-3 shadow-lg ${toastTone(variant)}`}
    >
      <UiIcon name={variant === "error" ? "circle-alert" : "circle-check"} className="mt-0.5 size-5 shrink-0" />
      <Toast.Description className="flex-1 text-sm">{children}</Toast.Description>
      <Toast.Close aria-label={t("common.close")} className="rounded p-0.5 hover:bg-black/5">
        <UiIcon name="x" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
