import type { MessageKey } from "../../../shared/i18n/message-key";

/** What the plain status messages and the radix toasts share: the message and how it looks. */
export type ToastMessage = { variant: string; messageKey: MessageKey; values?: Record<string, string>; kind: string };

export const toastTone = (variant: string) =>
  variant === "error" ? "border-red-300 bg-red-50 text-red-950" : "border-emerald-300 bg-emerald-50 text-emerald-950";

/**
 * The toasts (JavaScript): bottom right (bottom on phones), clear of the header, the menu and the
 * search bar; a toast steps aside when focus lands on a control under it (radix-toasts.tsx).
 */
export const TOAST_VIEWPORT_CLASS =
  "fixed inset-x-2 bottom-2 z-50 flex flex-col gap-2 sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[24rem]";

/**
 * The plain status boxes (without JavaScript, or while the toasts' script loads): in the page's flow
 * at the top of the main content, where they cover nothing (WCAG 2.4.11, docs/decisions/0076).
 */
export const TOAST_INLINE_CLASS = "mx-auto mt-4 flex max-w-6xl flex-col gap-2 px-4";
