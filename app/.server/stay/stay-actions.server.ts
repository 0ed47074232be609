import { type RouterContextProvider, redirect } from "react-router";
import type { MessageKey } from "../../../shared/i18n/message-key";
import { MAX_BOOKING_ITEMS } from "../../../shared/ota/booking";
import {
  addToStay,
  changeStayGuests,
  guestsForNewItem,
  removeFromStay,
  type StayCollection,
  startStay,
} from "../../domain/stay/stay-collection";
import type { StayAdditionForm } from "../../domain/stay/stay-form";
import { stayPagePath } from "../../domain/stay/stay-path";
import { tenantContext } from "../context.server";
import { flash } from "../flash.server";
import { getLocale } from "../middleware/i18n.server";
import { quoteStayItem, type StayItemQuote } from "./quote-stay-item.server";
import { readStay, stayCookieHeader } from "./stay-cookie.server";

type Context = Readonly<RouterContextProvider>;

/** A redirect that keeps the changed collection (or ends it) and says what happened. */
async function answer(
  request: Request,
  context: Context,
  to: string,
  change: {
    collection?: StayCollection | null;
    message?: { key: MessageKey; values?: Record<string, string>; ok: boolean };
  },
) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (change.collection !== undefined) headers.append("Set-Cookie", await stayCookieHeader(context, change.collection));
  if (change.message) {
    const said = await flash(request, context, {
      kind: change.message.ok ? "toast" : "alert",
      variant: change.message.ok ? "success" : "warning",
      messageKey: change.message.key,
      ...(change.message.values ? { values: change.message.values } : {}),
    });
    headers.append("Set-Cookie", said["Set-Cookie"]);
  }
  return redirect(to, { status: 303, headers });
}

/** Why a quote failed, in the guest's words. */
function refusal(quote: Extract<StayItemQuote, { ok: false }>): { key: MessageKey; values?: Record<string, string> } {
  if (quote.reason === "outage") return { key: "stay.outage" };
  if (quote.reason === "tooManyGuests")
    return { key: "stay.tooManyGuests", values: { max: String(quote.maxOccupancy) } };
  return { key: "stay.notAdded" };
}

/**
 * "Add to this stay": priced for the guests not placed yet, then added; for other dates the guest is
 * asked on the "Your stay" page (never replaced silently); `replace` is their answer "start a new stay".
 */
export async function addToStayFromForm(
  request: Request,
  context: Context,
  form: StayAdditionForm,
  mode: "add" | "replace",
) {
  const lng = getLocale(context);
  const back = form.returnTo ?? stayPagePath(lng);
  const current = mode === "replace" ? null : await readStay(request, context);
  // The party's guests not placed yet; beyond the apartment's maximum (known from the OTA's answer), what fits.
  const unplaced = guestsForNewItem(current, form.guests, Number.POSITIVE_INFINITY, form);
  let quote = await quoteStayItem(context, { ...form, guests: unplaced });
  if (!quote.ok && quote.reason === "tooManyGuests" && quote.maxOccupancy) {
    const fitting = guestsForNewItem(current, form.guests, quote.maxOccupancy, form);
    quote = await quoteStayItem(context, { ...form, guests: fitting });
  }
  if (!quote.ok) return answer(request, context, back, { message: { ...refusal(quote), ok: false } });
  const addition = {
    ibeUid: context.get(tenantContext).tenant.ibeUid,
    from: form.from,
    to: form.to,
    party: form.guests,
    item: quote.item,
  };
  const outcome =
    mode === "replace" ? { ok: true as const, collection: startStay(addition) } : addToStay(current, addition);
  if (outcome.ok) {
    return answer(request, context, back, { collection: outcome.collection, message: { key: "stay.added", ok: true } });
  }
  if (outcome.reason === "otherDates") return answer(request, context, stayPagePath(lng, form), {});
  const message =
    outcome.reason === "full"
      ? { key: "stay.full" as const, values: { max: String(MAX_BOOKING_ITEMS) }, ok: false }
      : { key: "stay.already" as const, ok: false };
  return answer(request, context, back, { message });
}

export async function removeFromStayForm(request: Request, context: Context, apartmentTypeId: string) {
  const current = await readStay(request, context);
  const lng = getLocale(context);
  if (!current) return answer(request, context, stayPagePath(lng), {});
  return answer(request, context, stayPagePath(lng), { collection: removeFromStay(current, apartmentTypeId) });
}

/** New guests for one apartment: priced again (the rate stays), refused beyond its maximum occupancy. */
export async function changeGuestsFromForm(
  request: Request,
  context: Context,
  change: { apartmentTypeId: string; guests: number },
) {
  const lng = getLocale(context);
  const current = await readStay(request, context);
  const item = current?.items.find((candidate) => candidate.apartmentTypeId === change.apartmentTypeId);
  if (!current || !item) return answer(request, context, stayPagePath(lng), {});
  if (change.guests > item.maxOccupancy) {
    return answer(request, context, stayPagePath(lng), {
      message: { key: "stay.tooManyGuests", values: { max: String(item.maxOccupancy) }, ok: false },
    });
  }
  const quote = await quoteStayItem(context, { ...current, ...change, ratePlanId: item.ratePlanId });
  if (!quote.ok) return answer(request, context, stayPagePath(lng), { message: { ...refusal(quote), ok: false } });
  const changed = changeStayGuests(current, { ...change, total: quote.item.total, currency: quote.item.currency });
  return answer(request, context, stayPagePath(lng), changed.ok ? { collection: changed.collection } : {});
}
