import type { Translate } from "../../../shared/i18n/message-key";
import type { Booking } from "../../../shared/ota/booking";
import type { StayPrice } from "../../../shared/ota/listing";
import type { Money } from "../money/money";
import { paymentMethodNameKey } from "../payments/payment-method-name";
import { accommodationLabel, accommodationRows } from "./accommodation-rows";
import type { BankTransferDetails } from "./bank-transfer";
import { guestsOfItems, hasSeveralItems, isActiveItem, itemName } from "./booking-items";
import { cancellationText } from "./cancellation-text";
import { voucherRow } from "./voucher-row";

/**
 * The booking confirmation mail (subject, plain text and HTML) in the guest's language. Pure: the
 * caller passes the translator and formatters of that language. Everything from the booking is
 * escaped in the HTML part, the guest's own name included.
 */
export type ConfirmationMailInput = {
  booking: Booking;
  lng: "de" | "en";
  brand: string;
  contact: { email: string; phone: string };
  manageUrl: string;
  /** Cancellation terms in words. */
  cancellation: string;
  t: Translate;
  formatMoney: (money: Money) => string;
  formatDates: (from: string, to: string) => string;
  serviceName: (id: string) => string;
  /** Where to transfer the money, for an unpaid bank-transfer booking. */
  bankTransfer?: BankTransferDetails | null;
  formatDate?: (isoDate: string) => string;
};

export type Mail = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export function confirmationMail(input: ConfirmationMailInput): Mail {
  const { booking, t } = input;
  const money = (amount: number) => input.formatMoney({ amount, currency: booking.currency });
  const several = hasSeveralItems(booking);
  const price: [string, string][] = several
    ? [[t("mail.confirmation.total"), money(booking.total.amount)]]
    : priceRows(booking.price, input, t("mail.confirmation.total"));
  const facts: [string, string][] = several
    ? [
        [t("mail.confirmation.reference"), booking.reference],
        [t("mail.confirmation.dates"), input.formatDates(booking.from, booking.to)],
        [t("mail.confirmation.guests"), String(guestsOfItems(booking.items.filter(isActiveItem)))],
        [t("mail.confirmation.payment"), t(paymentMethodNameKey(booking.paymentMethod))],
      ]
    : [
        [t("mail.confirmation.reference"), booking.reference],
        [t("mail.confirmation.apartment"), itemName(booking)],
        [t("mail.confirmation.address"), addressLine(booking.address)],
        [t("mail.confirmation.dates"), input.formatDates(booking.from, booking.to)],
        [t("mail.confirmation.guests"), String(booking.guests)],
        [t("mail.confirmation.payment"), t(paymentMethodNameKey(booking.paymentMethod))],
        [t("mail.confirmation.cancellation"), input.cancellation],
      ];
  const items = several ? itemSections(booking, input) : [];
  const greeting = t("mail.confirmation.greeting", { name: booking.guest.firstName });
  const intro = t(booking.status === "requested" ? "mail.confirmation.introRequested" : "mail.confirmation.intro", {
    brand: input.brand,
  });
  const manage = t("mail.confirmation.manage");
  const contact = t("mail.confirmation.contact", { email: input.contact.email, phone: input.contact.phone });
  const subject = t("mail.confirmation.subject", { brand: input.brand, reference: booking.reference });
  const bank = input.bankTransfer
    ? bankTransferLines(input.bankTransfer, t, input.formatMoney, input.formatDate)
    : null;

  const text = [
    greeting,
    "",
    intro,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    ...items.flatMap((item) => [item.heading, ...item.rows.map(([label, value]) => `${label}: ${value}`), ""]),
    ...price.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(bank ? [bank.title, bank.intro, ...bank.rows.map(([label, value]) => `${label}: ${value}`), ""] : []),
    `${manage}: ${input.manageUrl}`,
    "",
    contact,
  ].join("\n");

  const rows = (pairs: [string, string][], strongLast = false) =>
    pairs
      .map(([label, value], index) => {
        const weight = strongLast && index === pairs.length - 1 ? "font-weight:bold;" : "";
        return `<tr><td style="padding:4px 12px 4px 0;${weight}">${escapeHtml(label)}</td><td style="padding:4px 0;${weight}">${escapeHtml(value)}</td></tr>`;
      })
      .join("");
  const itemsHtml = items
    .map(
      (item) =>
        `<h2 style="font-size:1.1em;margin-top:24px">${escapeHtml(item.heading)}</h2>\n<table role="presentation" data-item>${rows(item.rows, true)}</table>\n`,
    )
    .join("");
  const html = `<!DOCTYPE html><html lang="${input.lng}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation">${rows(facts)}</table>
${itemsHtml}<table role="presentation" style="margin-top:16px">${rows(price, true)}</table>
${bank ? `<h2 style="font-size:1.1em;margin-top:24px">${escapeHtml(bank.title)}</h2>\n<p>${escapeHtml(bank.intro)}</p>\n<table role="presentation" data-bank-transfer>${rows(bank.rows)}</table>\n` : ""}<p style="margin-top:16px"><a href="${escapeHtml(input.manageUrl)}">${escapeHtml(manage)}</a></p>
<p>${escapeHtml(contact)}</p>
</body></html>`;
  return { subject, text, html };
}

type PriceWords = Pick<ConfirmationMailInput, "t" | "formatMoney" | "serviceName"> & {
  booking: Pick<Booking, "currency">;
};

/** A stay's price as label and amount: accommodation, fees and extras, a voucher, and its total last. */
function priceRows(price: StayPrice, input: PriceWords, totalLabel: string): [string, string][] {
  const { t } = input;
  const money = (amount: number) => input.formatMoney({ amount, currency: input.booking.currency });
  const voucher = voucherRow(price, t, money);
  return [
    ...accommodationRows(price, t, money, accommodationLabel(price, t)).map((row): [string, string] => [
      row.label,
      money(row.amount),
    ]),
    ...price.lines.map((line): [string, string] => [
      line.code === "extraService" ? input.serviceName(line.serviceId ?? "") : t(`offer.fees.${line.code}`),
      money(line.amount),
    ]),
    ...(voucher ? [[voucher.label, voucher.value] as [string, string]] : []),
    [totalLabel, money(price.total)],
  ];
}

const addressLine = (a: Booking["address"]) => `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}`;

/**
 * Each apartment of a booking of several (decision 0142): its address, guests, cancellation terms
 * and price, its own total last; a cancelled one says so and what its cancellation cost.
 */
function itemSections(booking: Booking, input: PriceWords): { heading: string; rows: [string, string][] }[] {
  const { t } = input;
  const money = (amount: number) => input.formatMoney({ amount, currency: booking.currency });
  return booking.items.map((item, index) => {
    const policy = cancellationText(item.cancellation.policy, item.price.nights);
    const status: [string, string][] = isActiveItem(item)
      ? []
      : [
          [t("mail.items.status"), t("manageBooking.status.cancelled")],
          [t("mail.cancellation.fee"), money(item.cancellation.fee)],
        ];
    return {
      heading: t("mail.items.heading", { index: index + 1, of: booking.items.length, name: itemName(item) }),
      rows: [
        [t("mail.confirmation.address"), addressLine(item.address)],
        [t("mail.confirmation.guests"), String(item.guests)],
        [t("mail.confirmation.cancellation"), t(policy.key, policy.values)],
        ...status,
        ...priceRows(item.price, input, t("mail.items.total")),
      ],
    };
  });
}

/** The bank transfer section of a mail: title, instruction and the fields to copy. */
export function bankTransferLines(
  details: BankTransferDetails,
  t: Translate,
  formatMoney: (money: Money) => string,
  formatDate: (isoDate: string) => string = (isoDate) => isoDate,
): { title: string; intro: string; rows: [string, string][] } {
  const due = formatDate(details.dueDate);
  return {
    title: t("bankTransfer.title"),
    intro: t("bankTransfer.intro", { date: due }),
    rows: [
      [t("bankTransfer.accountHolder"), details.accountHolder],
      [t("bankTransfer.iban"), details.iban],
      [t("bankTransfer.bic"), details.bic],
      ...(details.bankName ? [[t("bankTransfer.bank"), details.bankName] as [string, string]] : []),
      [t("bankTransfer.amount"), formatMoney(details.amount)],
      [t("bankTransfer.reference"), details.reference],
      [t("bankTransfer.dueDate"), due],
    ],
  };
}
