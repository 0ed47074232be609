import { nightsFromTo } from "../../../shared/money/calendar-months";
import type { Rfp, RfpOffer } from "../../../shared/ota/rfp";
import { offeredLongStay } from "../../../shared/ota/rfp-offer-price";
import { accommodationRows } from "../booking/accommodation-rows";
import { cancellationText } from "../booking/cancellation-text";
import type { Mail } from "../booking/confirmation-mail";
import { type MailCommon, renderMail } from "../booking/guest-mails";

/**
 * The enquiry's mails besides the requester's confirmation (guest-mails.ts): the operators'
 * notification of a new enquiry, and the requester's mail when offers were sent, with the signed link
 * to the enquiry's page. Pure: the caller passes translator and formatters of the mail's language.
 */

type EnquiryMailInput = MailCommon & { rfp: Rfp; formatDate: (isoDate: string) => string };

/** The budget as the requester meant it: "€4,500.00 per month". */
function budgetText(input: EnquiryMailInput): string {
  const { rfp, t } = input;
  return t(`enquiry.budgetPer.${rfp.budgetPeriod}`, { amount: input.formatMoney(rfp.budget) });
}

function datesText(input: EnquiryMailInput): string {
  const { rfp, t } = input;
  const dates = input.formatDates(rfp.from, rfp.to);
  return rfp.flexibleNights ? t("enquiry.flexibleDates", { dates, nights: rfp.flexibleNights }) : dates;
}

/** To the brand's operators: a new enquiry, with the link to answer it in the admin area. */
export function enquiryNotificationMail(input: EnquiryMailInput & { adminUrl: string }): Mail {
  const { rfp, t } = input;
  const facts: [string, string][] = [
    [t("mail.rfp.reference"), rfp.reference],
    [t("enquiry.fields.company"), rfp.contact.company ?? "-"],
    [t("enquiry.fields.name"), rfp.contact.name],
    [t("enquiry.fields.email"), rfp.contact.email],
    ...(rfp.contact.phone ? [[t("enquiry.fields.phone"), rfp.contact.phone] as [string, string]] : []),
    [t("mail.rfp.place"), t("enquiry.placeWithin", { place: rfp.place.name, radius: rfp.radius })],
    [t("mail.confirmation.dates"), datesText(input)],
    [t("enquiry.fields.apartments"), String(rfp.apartments)],
    [t("mail.confirmation.guests"), String(rfp.guests)],
    [t("mail.rfp.budget"), budgetText(input)],
    ...(rfp.notes ? [[t("mail.rfp.message"), rfp.notes] as [string, string]] : []),
  ];
  return renderMail(
    input.lng,
    t("enquiry.mail.notification.subject", {
      reference: rfp.reference,
      company: rfp.contact.company ?? rfp.contact.name,
    }),
    [t("enquiry.mail.notification.intro", { brand: input.brand })],
    facts,
    [],
    { href: input.adminUrl, label: t("enquiry.mail.notification.answer") },
  );
}

/** An offer's price in words: the total and its rate, or for a long stay its rate per month and its split into months. */
function offerPriceText(input: EnquiryMailInput, offer: RfpOffer): string {
  const { t } = input;
  const money = (amount: number) => input.formatMoney({ amount, currency: offer.price.currency });
  const longStay = offeredLongStay(offer);
  if (!longStay)
    return t("enquiry.offerPrice", {
      total: input.formatMoney(offer.price),
      rate: t(`enquiry.ratePer.${offer.rate.per}`, { amount: money(offer.rate.amount) }),
    });
  const split = accommodationRows(longStay, t, money, "")
    .map((row) => `${row.label}: ${money(row.amount)}`)
    .join("; ");
  return t("enquiry.offerPrice", {
    total: input.formatMoney(offer.price),
    rate: `${t("longStay.perMonth", { price: money(longStay.monthly.perMonth) })}; ${split}`,
  });
}

function offerFact(input: EnquiryMailInput, offer: RfpOffer): [string, string] {
  const price = offerPriceText(input, offer);
  const valid = offer.validUntil
    ? ` ${input.t("enquiry.validUntil", { date: input.formatDate(offer.validUntil) })}`
    : "";
  const cancellation = cancellationText(offer.cancellationPolicy, nightsFromTo(offer.from, offer.to));
  const terms = ` ${input.t("offer.cancellationTitle")}: ${input.t(cancellation.key, cancellation.values)}`;
  return [
    `${offer.apartmentTypeName}, ${offer.propertyName}`,
    `${input.formatDates(offer.from, offer.to)}: ${price}.${valid}${terms}`,
  ];
}

/** To the requester: the operators' offers (those sent), with the link to compare and book them. */
export function enquiryOffersMail(input: EnquiryMailInput & { enquiryUrl: string }): Mail {
  const { rfp, t } = input;
  const offers = rfp.offers.filter((offer) => offer.status === "BOOKABLE");
  return renderMail(
    input.lng,
    t("enquiry.mail.offers.subject", { brand: input.brand, reference: rfp.reference }),
    [
      t("mail.confirmation.greeting", { name: rfp.contact.name }),
      t("enquiry.mail.offers.intro", { count: offers.length, reference: rfp.reference }),
    ],
    offers.map((offer) => offerFact(input, offer)),
    [t("mail.confirmation.contact", { email: input.contact.email, phone: input.contact.phone })],
    { href: input.enquiryUrl, label: t("enquiry.mail.offers.open") },
  );
}
