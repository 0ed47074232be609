import { Toast } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";
import { UiIcon } from "../icons/ui-icon";
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
  const toast = useRef<HTMLLIElement>(null);
  useStepAsideFromFocus(toast, open, setOpen);
  return (
    <Toast.Root
      ref={toast}
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

/**
 * A toast never hides what has focus (WCAG 2.4.11): when focus lands on something it covers (Tab to
 * the Book button under it), it closes. Its message has been announced already.
 */
function useStepAsideFromFocus(
  toast: React.RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const covers = (target: Element) => {
      const element = toast.current;
      if (!element || element.contains(target)) return false;
      const a = element.getBoundingClientRect();
      const b = target.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    };
    // Measured once the browser has scrolled the focused element into view.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Element) requestAnimationFrame(() => covers(target) && setOpen(false));
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [toast, open, setOpen]);
}
