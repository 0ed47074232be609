import type { MessageKey, Translate } from "../../../shared/i18n/message-key";
import type { Booking } from "../../../shared/ota/booking";
import type { Rfp } from "../../../shared/ota/rfp";
import type { Money } from "../money/money";
import { isPaymentMethod } from "../payments/payment-method-name";
import { cancelledItemsOf, feeOfItems, hasSeveralItems, isActiveItem, itemName } from "./booking-items";
import { escapeHtml, type Mail } from "./confirmation-mail";

/**
 * The mails after a cancellation and after a request for proposal, in the guest's language. Pure like
 * the confirmation mail: the caller passes the translator and formatters of that language; everything
 * from the booking or the request is escaped in the HTML part.
 */

export type MailCommon = {
  lng: "de" | "en";
  brand: string;
  contact: { email: string; phone: string };
  t: Translate;
  formatMoney: (money: Money) => string;
  formatDates: (from: string, to: string) => string;
};

/** A mail of paragraphs, a table of facts, more paragraphs and an optional link; the HTML part escaped. */
export function renderMail(
  lng: string,
  subject: string,
  paragraphsBefore: string[],
  facts: [string, string][],
  after: string[],
  link?: { href: string; label: string },
): Mail {
  const text = [
    ...paragraphsBefore.flatMap((p) => [p, ""]),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    ...after.flatMap((p) => [p, ""]),
    ...(link ? [`${link.label}: ${link.href}`, ""] : []),
  ]
    .join("\n")
    .trimEnd();
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const html = `<!DOCTYPE html><html lang="${lng}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">
${paragraphs(paragraphsBefore)}
<table role="presentation">${rows}</table>
${paragraphs(after)}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>\n` : ""}</body></html>`;
  return { subject, text, html };
}

/** Which refund note a cancelled booking gets: by payment method and whether a fee was kept. */
export function refundNoteKey(paymentMethod: string, fee: number): MessageKey {
  const method = isPaymentMethod(paymentMethod) ? paymentMethod : "other";
  return `mail.cancellation.refund.${method}.${fee > 0 ? "fee" : "free"}`;
}

/**
 * The mail after a cancellation. `cancelledItemIds`: the apartments this cancellation named (decision
 * 0142); without them the whole booking was cancelled. A booking of several apartments lists each
 * cancelled one with its own fee and, when others stay, what stays booked and the booking's new total.
 */
export function cancellationMail(
  input: MailCommon & { booking: Booking; manageUrl: string; cancelledItemIds?: readonly string[] | undefined },
): Mail {
  const { booking, t } = input;
  const money = (amount: number) => input.formatMoney({ amount, currency: booking.currency });
  const feeText = (fee: number) => (fee > 0 ? money(fee) : t("mail.cancellation.free"));
  const several = hasSeveralItems(booking);
  const cancelled = cancelledItemsOf(booking, input.cancelledItemIds);
  // A booking of one apartment reads from its top level, which is its one item.
  const fee = several ? feeOfItems(cancelled) : booking.cancellation.fee;
  const refundable = several ? cancelled.reduce((sum, item) => sum + item.price.total, 0) : booking.price.total;
  const partial = several && booking.status !== "cancelled";
  const a = booking.address;
  const facts: [string, string][] = several
    ? [
        [t("mail.confirmation.reference"), booking.reference],
        [t("mail.confirmation.dates"), input.formatDates(booking.from, booking.to)],
        ...cancelled.map((item): [string, string] => [
          t("mail.cancellation.cancelledApartment"),
          `${itemName(item)} · ${t("mail.cancellation.fee")}: ${feeText(item.cancellation.fee)}`,
        ]),
        ...booking.items
          .filter(isActiveItem)
          .map((item): [string, string] => [t("mail.cancellation.stillBooked"), itemName(item)]),
        [t("mail.cancellation.fee"), feeText(fee)],
        ...(partial ? [[t("mail.cancellation.newTotal"), money(booking.total.amount)] as [string, string]] : []),
      ]
    : [
        [t("mail.confirmation.reference"), booking.reference],
        [t("mail.confirmation.apartment"), itemName(booking)],
        [t("mail.confirmation.address"), `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}`],
        [t("mail.confirmation.dates"), input.formatDates(booking.from, booking.to)],
        [t("mail.cancellation.fee"), feeText(fee)],
      ];
  const words = { brand: input.brand, reference: booking.reference };
  const refundNote = partial
    ? t(`mail.cancellation.partialRefund.${booking.paymentMethod === "bankTransfer" ? "bankTransfer" : "other"}`, {
        total: money(booking.total.amount),
      })
    : t(refundNoteKey(booking.paymentMethod, fee), {
        fee: feeText(fee),
        total: money(refundable),
      });
  return renderMail(
    input.lng,
    t(partial ? "mail.cancellation.itemSubject" : "mail.cancellation.subject", words),
    [
      t("mail.confirmation.greeting", { name: booking.guest.firstName }),
      partial
        ? t("mail.cancellation.itemIntro", { ...words, apartments: cancelled.map(itemName).join("; ") })
        : t("mail.cancellation.intro", words),
    ],
    facts,
    [refundNote, t("mail.confirmation.contact", { email: input.contact.email, phone: input.contact.phone })],
    { href: input.manageUrl, label: t("mail.cancellation.manage") },
  );
}

/**
 * The mail after a change of dates or guests: the new stay and price, the old ones for comparison,
 * and what the difference means for the guest's payment (card charged or refunded; a bank transfer's
 * new amount due).
 */
export function changeMail(
  input: MailCommon & {
    booking: Booking;
    before: { from: string; to: string; guests: number; total: number };
    manageUrl: string;
  },
): Mail {
  const { booking, before, t } = input;
  const money = (amount: number) => input.formatMoney({ amount, currency: booking.currency });
  const difference = booking.price.total - before.total;
  const method = isPaymentMethod(booking.paymentMethod) ? booking.paymentMethod : "other";
  const facts: [string, string][] = [
    [t("mail.confirmation.reference"), booking.reference],
    [t("mail.confirmation.apartment"), `${booking.apartmentTypeName}, ${booking.propertyName}`],
    [t("mail.change.newDates"), input.formatDates(booking.from, booking.to)],
    [t("mail.confirmation.guests"), String(booking.guests)],
    [t("mail.change.newTotal"), money(booking.price.total)],
    [
      t("mail.change.before"),
      `${input.formatDates(before.from, before.to)} · ${before.guests} · ${money(before.total)}`,
    ],
  ];
  const paymentNote =
    difference === 0
      ? t("mail.change.payment.same")
      : t(
          `mail.change.payment.${method === "card" || method === "bankTransfer" ? method : "other"}.${difference > 0 ? "more" : "less"}`,
          {
            amount: money(Math.abs(difference)),
            total: money(booking.price.total),
          },
        );
  return renderMail(
    input.lng,
    t("mail.change.subject", { brand: input.brand, reference: booking.reference }),
    [
      t("mail.confirmation.greeting", { name: booking.guest.firstName }),
      t("mail.change.intro", { brand: input.brand, reference: booking.reference }),
    ],
    facts,
    [paymentNote, t("mail.confirmation.contact", { email: input.contact.email, phone: input.contact.phone })],
    { href: input.manageUrl, label: t("mail.change.manage") },
  );
}

/** The requester's confirmation; with `enquiryUrl` (the enquiry's signed page) a link to follow it. */
export function rfpConfirmationMail(input: MailCommon & { rfp: Rfp; enquiryUrl?: string }): Mail {
  const { rfp, t } = input;
  const offer = rfp.offers[0];
  const facts: [string, string][] = [
    [t("mail.rfp.reference"), rfp.reference],
    ...(offer
      ? [[t("mail.confirmation.apartment"), `${offer.apartmentTypeName}, ${offer.propertyName}`] as [string, string]]
      : []),
    [t("mail.rfp.place"), rfp.place.name],
    [t("mail.confirmation.dates"), input.formatDates(rfp.from, rfp.to)],
    [t("mail.confirmation.guests"), String(rfp.guests)],
    [t("mail.rfp.budget"), input.formatMoney(rfp.budget)],
    ...(rfp.notes ? [[t("mail.rfp.message"), rfp.notes] as [string, string]] : []),
  ];
  return renderMail(
    input.lng,
    t("mail.rfp.subject", { brand: input.brand, reference: rfp.reference }),
    [t("mail.confirmation.greeting", { name: rfp.contact.name }), t("mail.rfp.intro", { brand: input.brand })],
    facts,
    [
      t("mail.rfp.next", { reference: rfp.reference }),
      t("mail.confirmation.contact", { email: input.contact.email, phone: input.contact.phone }),
    ],
    input.enquiryUrl ? { href: input.enquiryUrl, label: t("enquiry.mail.follow") } : undefined,
  );
}
