import * as z from "zod/mini";
import { CONTACT_ANSWER_MAX, CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from "../../../shared/ota/contact";

/**
 * The operators' inbox of contact messages in the admin area: which tab and page the URL asks for,
 * how many pages there are, and the answer form. The URL holds the whole state (shareable, works
 * without JavaScript); anything it cannot mean falls back to the first page of new messages.
 */

export const INBOX_PAGE_SIZE = 20;

export type InboxQuery = { status: ContactMessageStatus; page: number };

export function inboxQuery(search: URLSearchParams): InboxQuery {
  const status = search.get("status");
  const page = Number(search.get("page") ?? "1");
  return {
    status: CONTACT_MESSAGE_STATUSES.find((s) => s === status) ?? "new",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** `?status=…&page=…` of an inbox page (the first page without `page`). */
export function inboxSearch(query: InboxQuery): string {
  const params = new URLSearchParams({ status: query.status });
  if (query.page > 1) params.set("page", String(query.page));
  return `?${params.toString()}`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The answer form: the text the sender receives by mail. Messages are i18n keys. */
export const answerSchema = z.object({
  answer: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined)),
    z
      .string("adminMessages.validation.answerRequired")
      .check(z.maxLength(CONTACT_ANSWER_MAX, "adminMessages.validation.answerTooLong")),
  ),
});
export type AnswerForm = { answer?: string };

/** How long ago, in the largest unit that fits (minutes, hours, days), for "received 3 hours ago". */
export function ageOf(createdAt: string, now: number): { value: number; unit: "minute" | "hour" | "day" } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return { value: minutes, unit: "minute" };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: "hour" };
  return { value: Math.floor(hours / 24), unit: "day" };
}
