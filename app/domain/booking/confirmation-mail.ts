import type { Translate } from "../../../shared/i18n/message-key";
import type { Booking } from "../../../shared/ota/booking";
import type { Money } from "../money/money";
import { paymentMethodNameKey } from "../payments/payment-method-name";
import { accommodationLabel, accommodationRows } from "./accommodation-rows";
import type { BankTransferDetails } from "./bank-transfer";
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
  const a = booking.address;
  const voucher = voucherRow(booking.price, t, money);
  const price: [string, string][] = [
    ...accommodationRows(booking.price, t, money, accommodationLabel(booking.price, t)).map((row): [string, string] => [
      row.label,
      money(row.amount),
    ]),
    ...booking.price.lines.map((line): [string, string] => [
      line.code === "extraService" ? input.serviceName(line.serviceId ?? "") : t(`offer.fees.${line.code}`),
      money(line.amount),
    ]),
    ...(voucher ? [[voucher.label, voucher.value] as [string, string]] : []),
    [t("mail.confirmation.total"), money(booking.price.total)],
  ];
  const facts: [string, string][] = [
    [t("mail.confirmation.reference"), booking.reference],
    [t("mail.confirmation.apartment"), `${booking.apartmentTypeName}, ${booking.propertyName}`],
    [t("mail.confirmation.address"), `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}`],
    [t("mail.confirmation.dates"), input.formatDates(booking.from, booking.to)],
    [t("mail.confirmation.guests"), String(booking.guests)],
    [t("mail.confirmation.payment"), t(paymentMethodNameKey(booking.paymentMethod))],
    [t("mail.confirmation.cancellation"), input.cancellation],
  ];
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
  const html = `<!DOCTYPE html><html lang="${input.lng}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation">${rows(facts)}</table>
<table role="presentation" style="margin-top:16px">${rows(price, true)}</table>
${bank ? `<h2 style="font-size:1.1em;margin-top:24px">${escapeHtml(bank.title)}</h2>\n<p>${escapeHtml(bank.intro)}</p>\n<table role="presentation" data-bank-transfer>${rows(bank.rows)}</table>\n` : ""}<p style="margin-top:16px"><a href="${escapeHtml(input.manageUrl)}">${escapeHtml(manage)}</a></p>
<p>${escapeHtml(contact)}</p>
</body></html>`;
  return { subject, text, html };
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
