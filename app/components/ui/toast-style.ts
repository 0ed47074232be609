import type { MessageKey } from "~/i18n/message-key";

/** What the plain status messages and the radix toasts share: the message and how it looks. */
export type ToastMessage = { variant: string; messageKey: MessageKey; values?: Record<string, string>; kind: string };

export const toastTone = (variant: string) =>
  variant === "error" ? "border-red-300 bg-red-50 text-red-950" : "border-emerald-300 bg-emerald-50 text-emerald-950";

/** Bottom right (bottom on phones): clear of the header, the menu and the search bar. */
export const TOAST_VIEWPORT_CLASS =
  "fixed inset-x-2 bottom-2 z-50 flex flex-col gap-2 sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[24rem]";
